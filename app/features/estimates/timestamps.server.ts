import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// RFC 3161 timestamps over a signature's value, asked for when a PDF is sealed and checked again
// by /verify (docs/decisions/0043-pkijs-cms-and-timestamps.md). A token counts only when its
// own CMS signature verifies, by a certificate inside it that is meant for time-stamping and was
// valid at the time it states, over a TSTInfo whose imprint is the SHA-256 of our signature (and,
// at sealing, whose nonce is the one we sent).

/** The signer's unsigned attribute that holds the token (id-aa-timeStampToken). */
export const OID_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const OID_EXTENDED_KEY_USAGE = '2.5.29.37';
const OID_TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const OID_COMMON_NAME = '2.5.4.3';
const OID_ORGANIZATION = '2.5.4.10';

export type TokenCheck = { ok: true; at: Date; authority: string } | { ok: false; reason: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** The name a certificate's subject goes by: its common name, else its organisation. */
export function subjectName(certificate: pkijs.Certificate): string {
  const value = (type: string) => certificate.subject.typesAndValues.find((entry) => entry.type === type)?.value.valueBlock.value;
  const name = value(OID_COMMON_NAME) ?? value(OID_ORGANIZATION);
  return typeof name === 'string' ? name : '';
}

function forTimeStamping(certificate: pkijs.Certificate): boolean {
  const usage = certificate.extensions?.find((extension) => extension.extnID === OID_EXTENDED_KEY_USAGE)?.parsedValue;
  return usage instanceof pkijs.ExtKeyUsage && usage.keyPurposes.includes(OID_TIME_STAMPING);
}

/** Whether `token` is a timestamp over `signature` that its authority really signed; `nonce`, when given, must be the token's. */
export async function checkTimestampToken(token: pkijs.ContentInfo, signature: Uint8Array, nonce?: asn1js.Integer): Promise<TokenCheck> {
  const refuse = (reason: string): TokenCheck => ({ ok: false, reason });
  if (token.contentType !== pkijs.ContentInfo.SIGNED_DATA) return refuse('it is not a signed token');
  const signed = new pkijs.SignedData({ schema: token.content });
  const content = signed.encapContentInfo;
  if (content.eContentType !== pkijs.id_eContentType_TSTInfo || !content.eContent || signed.signerInfos.length !== 1) {
    return refuse('it holds no time-stamp information');
  }
  const info = pkijs.TSTInfo.fromBER(content.eContent.getValue());
  const imprint = info.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== OID_SHA256 || !sha256(signature).equals(imprint.hashedMessage.valueBlock.valueHexView)) {
    return refuse('its imprint is not of this signature');
  }
  if (nonce && !(info.nonce && nonce.isEqual(info.nonce))) return refuse('its nonce is not the one asked for');
  let verified: pkijs.SignedDataVerifyResult;
  try {
    verified = await signed.verify({ signer: 0, data: new Uint8Array(signature).buffer, extendedMode: true });
  } catch {
    return refuse('its signature does not verify');
  }
  const authority = verified.signerCertificate;
  if (!verified.signatureVerified || !authority) return refuse('its signature does not verify');
  if (!forTimeStamping(authority)) return refuse('its certificate is not one for time-stamping');
  if (info.genTime < authority.notBefore.value || info.genTime > authority.notAfter.value) return refuse('its certificate was not valid at the time it states');
  return { ok: true, at: info.genTime, authority: subjectName(authority) };
}

/** An RFC 3161 request for a timestamp over the SHA-256 of `signature`, with a random positive 64-bit nonce, asking for the service's certificate. */
export function timestampRequest(signature: Uint8Array): { der: Buffer; nonce: asn1js.Integer } {
  const bytes = randomBytes(8);
  // Minimally encoded and positive: the first byte below 0x80 and never zero.
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  const nonce = new asn1js.Integer({ valueHex: bytes });
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID_SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: sha256(signature) }),
    }),
    nonce,
    certReq: true,
  });
  return { der: Buffer.from(request.toSchema().toBER()), nonce };
}

/** Asks the time-stamping service for a token over `signature`; the token, once it checks out, else an error saying why. */
export async function requestTimestamp(url: string, signature: Uint8Array, timeoutMs: number): Promise<pkijs.ContentInfo> {
  const { der, nonce } = timestampRequest(signature);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
    body: new Uint8Array(der),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the time-stamping service answered ${response.status}`);
  let reply: pkijs.TimeStampResp;
  try {
    reply = pkijs.TimeStampResp.fromBER(new Uint8Array(await response.arrayBuffer()));
  } catch {
    throw new Error('the time-stamping service’s reply could not be read');
  }
  const status = reply.status.status;
  if ((status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) || !reply.timeStampToken) {
    throw new Error(`the time-stamping service refused the request (status ${status})`);
  }
  const checked = await checkTimestampToken(reply.timeStampToken, signature, nonce).catch(() => ({ ok: false, reason: 'it could not be read' }) as const);
  if (!checked.ok) throw new Error(`the time-stamping service’s token was not taken: ${checked.reason}`);
  return reply.timeStampToken;
}
