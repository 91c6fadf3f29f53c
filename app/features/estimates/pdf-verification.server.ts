import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { OID_TIMESTAMP_TOKEN, signerInfoOf } from './pdf-signing.server';

// Reads the last signature of an uploaded PDF without parsing the PDF itself: its /ByteRange and
// the CMS in /Contents. Nothing is inflated or decrypted, so a hostile file costs its own bytes
// and no more. Checks the digest of the signed ranges, the RSA (or ECDSA) signature over the
// signed attributes with the certificate inside, whether the ranges cover the whole file, and
// reads the timestamp's time when the signature carries one whose imprint matches it.

const { asn1, pki } = forge;
type Node = forge.asn1.Asn1;

export type SignatureCheck =
  | { kind: 'unsigned' }
  /** A signature by `fingerprint`'s certificate (null when unreadable) that does not verify. */
  | { kind: 'invalid'; fingerprint: string | null }
  | { kind: 'valid'; fingerprint: string; wholeFile: boolean; signingTime: string | null; timestampedAt: string | null };

/** Our signatures take 12 kB; anything past this is not one of ours and is not parsed. */
const MAX_SIGNATURE_BYTES = 64 * 1024;

const children = (node: Node | undefined): Node[] => (Array.isArray(node?.value) ? node.value : []);
const bytesOf = (node: Node | undefined): string => (typeof node?.value === 'string' ? node.value : '');
const oidOf = (node: Node | undefined): string | undefined => (node?.type === asn1.Type.OID ? asn1.derToOid(bytesOf(node)) : undefined);

function attribute(attributes: Node | undefined, type: string): Node | undefined {
  const found = children(attributes).find((entry) => oidOf(children(entry)[0]) === type);
  return children(children(found)[1])[0];
}

function timeOf(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.type === asn1.Type.UTCTIME) return asn1.utcTimeToDate(bytesOf(node)).toISOString();
  if (node.type === asn1.Type.GENERALIZEDTIME) return asn1.generalizedTimeToDate(bytesOf(node)).toISOString();
  return null;
}

/** The time of an RFC 3161 token whose message imprint is the SHA-256 of `signature`, or null (none, or unreadable). */
function timestampOf(unsigned: Node | undefined, signature: Buffer): string | null {
  try {
    return tokenTime(unsigned, signature);
  } catch {
    return null;
  }
}

function tokenTime(unsigned: Node | undefined, signature: Buffer): string | null {
  const token = attribute(unsigned, OID_TIMESTAMP_TOKEN);
  if (!token) return null;
  const signedData = children(children(token)[1])[0];
  const encapsulated = children(signedData)[2];
  const octets = children(children(encapsulated)[1])[0];
  const tstInfo = children(asn1.fromDer(bytesOf(octets)));
  const imprint = Buffer.from(bytesOf(children(tstInfo[2])[1]), 'binary');
  if (!imprint.equals(createHash('sha256').update(signature).digest())) return null;
  return timeOf(tstInfo[4]);
}

/** The length of the DER element at the start of `bytes` (tag, length, content), when it fits. */
function derLength(bytes: Buffer): number | undefined {
  if (bytes.length < 2) return undefined;
  const first = bytes[1]!;
  if (first < 0x80) return 2 + first <= bytes.length ? 2 + first : undefined;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || 2 + count > bytes.length) return undefined;
  const content = bytes.subarray(2, 2 + count).reduce((total, byte) => total * 256 + byte, 0);
  return 2 + count + content <= bytes.length ? 2 + count + content : undefined;
}

interface Located {
  signed: Buffer;
  cms: Buffer;
  wholeFile: boolean;
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
  return { signed: Buffer.concat([file.subarray(0, firstLength), file.subarray(second, end)]), cms: Buffer.from(hex, 'hex'), wholeFile: end === file.length };
}

export function checkPdfSignature(file: Buffer): SignatureCheck {
  const located = locate(file);
  if (!located) return { kind: 'unsigned' };
  let fingerprint: string | null = null;
  try {
    // The placeholder's zeros follow the DER, outside what the signature covers: anything else there is a change.
    const length = derLength(located.cms);
    if (length === undefined || located.cms.subarray(length).some((byte) => byte !== 0)) return { kind: 'invalid', fingerprint: null };
    const contentInfo = asn1.fromDer(located.cms.subarray(0, length).toString('binary'));
    const signedData = children(children(contentInfo)[1])[0];
    const certificates = children(signedData).find((node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
    const certificate = new X509Certificate(Buffer.from(asn1.toDer(children(certificates)[0]!).getBytes(), 'binary'));
    fingerprint = certificate.fingerprint256.replaceAll(':', '').toLowerCase();
    const signerInfo = children(signerInfoOf(contentInfo));
    const signedAttributes = signerInfo[3];
    if (signedAttributes?.tagClass !== asn1.Class.CONTEXT_SPECIFIC || signedAttributes.type !== 0) return { kind: 'invalid', fingerprint };
    const digest = Buffer.from(bytesOf(attribute(signedAttributes, pki.oids.messageDigest!)), 'binary');
    if (!digest.equals(createHash('sha256').update(located.signed).digest())) return { kind: 'invalid', fingerprint };
    // The signature covers the attributes as a SET (tag 0x31), not as the [0] they are stored under.
    const signedDer = Buffer.from(asn1.toDer(signedAttributes).getBytes(), 'binary');
    signedDer[0] = 0x31;
    const signature = Buffer.from(bytesOf(signerInfo[5]), 'binary');
    if (!verify('sha256', signedDer, certificate.publicKey, signature)) return { kind: 'invalid', fingerprint };
    const unsigned = signerInfo.find((node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 1);
    return {
      kind: 'valid',
      fingerprint,
      wholeFile: located.wholeFile,
      signingTime: timeOf(attribute(signedAttributes, pki.oids.signingTime!)),
      timestampedAt: timestampOf(unsigned, signature),
    };
  } catch {
    return { kind: 'invalid', fingerprint };
  }
}
