import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID_SIGNING_CERTIFICATE_V2 } from './pdf-signing.server';
import { checkTimestampToken, OID_TIMESTAMP_TOKEN } from './timestamps.server';

// Reads the last signature of an uploaded PDF without parsing the PDF itself: its /ByteRange and
// the CMS in /Contents (read with pkijs). Nothing is inflated or decrypted, so a hostile file costs
// its own bytes and no more. Checks the CMS signature over the signed ranges with the certificate
// inside (a detached one: content inside the CMS would be what is signed instead of the file), the
// signing-certificate-v2 attribute when there is one, whether the ranges cover the whole file, and
// the timestamp: counted only when its authority's own signature checks out (timestamps.server.ts),
// since the token sits outside what our signature covers and anyone can put one there.

export type TimestampCheck =
  /** A token its authority signed, over this signature: the time it states and who states it. */
  | { confirmed: true; at: string; authority: string }
  /** A token that does not check out: not counted, and said so. */
  | { confirmed: false };

export type SignatureCheck =
  | { kind: 'unsigned' }
  /** A signature by `fingerprint`'s certificate (null when unreadable) that does not verify. */
  | { kind: 'invalid'; fingerprint: string | null }
  | { kind: 'valid'; fingerprint: string; wholeFile: boolean; signingTime: string | null; timestamp: TimestampCheck | null };

/** Our signatures take 16 kB; anything past this is not one of ours and is not parsed. */
const MAX_SIGNATURE_BYTES = 64 * 1024;
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
/** The digests a signature may be made with: SHA-256 and longer, never SHA-1. */
const DIGESTS = new Set([OID_SHA256, '2.16.840.1.101.3.4.2.2', '2.16.840.1.101.3.4.2.3']);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const certificateHash = (certificate: pkijs.Certificate) => sha256(new Uint8Array(certificate.toSchema().toBER()));

function attributeValue(attributes: pkijs.SignedAndUnsignedAttributes | undefined, type: string): unknown {
  return attributes?.attributes.find((attribute) => attribute.type === type)?.values[0];
}

/** The signing-time attribute of signatures sealed before PAdES baseline, else the signature dictionary's /M (UTC, as pdfkit writes it). */
function signingTimeOf(signer: pkijs.SignerInfo, dictionary: string): string | null {
  const attribute = attributeValue(signer.signedAttrs, OID_SIGNING_TIME);
  if (attribute instanceof asn1js.UTCTime || attribute instanceof asn1js.GeneralizedTime) return attribute.toDate().toISOString();
  const parts = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z\)/.exec(dictionary)?.slice(1).map(Number);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** Whether the signing-certificate-v2 attribute, when present, names the certificate that signed (by its SHA-256). */
function namesSigner(signer: pkijs.SignerInfo, certificate: pkijs.Certificate): boolean {
  const attribute = attributeValue(signer.signedAttrs, OID_SIGNING_CERTIFICATE_V2);
  if (attribute === undefined) return true;
  if (!(attribute instanceof asn1js.Sequence)) return false;
  const certs = attribute.valueBlock.value[0];
  const certId = certs instanceof asn1js.Sequence ? certs.valueBlock.value[0] : undefined;
  const fields = certId instanceof asn1js.Sequence ? certId.valueBlock.value : [];
  // ESSCertIDv2: [hashAlgorithm (SHA-256 when absent)], certHash, [issuerSerial].
  const algorithm = fields[0] instanceof asn1js.Sequence ? new pkijs.AlgorithmIdentifier({ schema: fields[0] }).algorithmId : OID_SHA256;
  const hash = fields.find((field) => field instanceof asn1js.OctetString);
  return algorithm === OID_SHA256 && hash instanceof asn1js.OctetString && certificateHash(certificate).equals(hash.valueBlock.valueHexView);
}

/** The timestamp token among the signer's unsigned attributes, checked; null when there is none. */
async function timestampOf(signer: pkijs.SignerInfo): Promise<TimestampCheck | null> {
  const token = attributeValue(signer.unsignedAttrs, OID_TIMESTAMP_TOKEN);
  if (token === undefined) return null;
  try {
    const checked = await checkTimestampToken(new pkijs.ContentInfo({ schema: token }), signer.signature.valueBlock.valueHexView);
    return checked.ok ? { confirmed: true, at: checked.at.toISOString(), authority: checked.authority } : { confirmed: false };
  } catch {
    return { confirmed: false };
  }
}

interface Located {
  signed: Buffer;
  cms: Buffer;
  wholeFile: boolean;
  /** The signed bytes after /Contents to the end of its object: the rest of the signature dictionary. */
  dictionary: string;
}

/** The last /ByteRange's two ranges and the signature between them, when they are well formed. */
function locate(file: Buffer): Located | undefined {
  const at = file.lastIndexOf('/ByteRange');
  if (at < 0) return undefined;
  const match = /^\/ByteRange\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/.exec(file.subarray(at, at + 80).toString('latin1'));
  if (!match) return undefined;
  const [start, firstLength, second, secondLength] = match.slice(1).map(Number) as [number, number, number, number];
  const end = second + secondLength;
  if (start !== 0 || firstLength < 1 || second <= firstLength + 1 || end > file.length) return undefined;
  if (second - firstLength - 2 > MAX_SIGNATURE_BYTES * 2 || file[firstLength] !== 0x3c || file[second - 1] !== 0x3e) return undefined;
  const hex = file.subarray(firstLength + 1, second - 1).toString('latin1');
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) return undefined;
  const after = file.subarray(second, Math.min(end, second + 4096)).toString('latin1');
  return {
    signed: Buffer.concat([file.subarray(0, firstLength), file.subarray(second, end)]),
    cms: Buffer.from(hex, 'hex'),
    wholeFile: end === file.length,
    dictionary: after.slice(0, Math.max(0, after.indexOf('endobj'))),
  };
}

export async function checkPdfSignature(file: Buffer): Promise<SignatureCheck> {
  const located = locate(file);
  if (!located) return { kind: 'unsigned' };
  let fingerprint: string | null = null;
  try {
    // The placeholder's zeros follow the DER, outside what the signature covers: anything else there is a change.
    const parsed = asn1js.fromBER(new Uint8Array(located.cms));
    if (parsed.offset === -1 || located.cms.subarray(parsed.offset).some((byte) => byte !== 0)) return { kind: 'invalid', fingerprint: null };
    const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) return { kind: 'invalid', fingerprint: null };
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    let verified: pkijs.SignedDataVerifyResult;
    try {
      verified = await signedData.verify({ signer: 0, data: new Uint8Array(located.signed).buffer, extendedMode: true });
    } catch (error) {
      const certificate = error instanceof pkijs.SignedDataVerifyError ? error.signerCertificate : null;
      return { kind: 'invalid', fingerprint: certificate ? certificateHash(certificate).toString('hex') : null };
    }
    const certificate = verified.signerCertificate;
    if (!certificate) return { kind: 'invalid', fingerprint: null };
    fingerprint = certificateHash(certificate).toString('hex');
    const signer = signedData.signerInfos[0]!;
    const detached = !signedData.encapContentInfo.eContent;
    const sound =
      verified.signatureVerified && detached && signedData.signerInfos.length === 1 && signer.signedAttrs && DIGESTS.has(signer.digestAlgorithm.algorithmId);
    if (!sound || !namesSigner(signer, certificate)) return { kind: 'invalid', fingerprint };
    return {
      kind: 'valid',
      fingerprint,
      wholeFile: located.wholeFile,
      signingTime: signingTimeOf(signer, located.dictionary),
      timestamp: await timestampOf(signer),
    };
  } catch {
    return { kind: 'invalid', fingerprint };
  }
}
