// Test support: a real RFC 3161 time-stamping service on 127.0.0.1, with a certificate of its
// own meant for time-stamping, so a signed estimate's timestamp is asked for, checked and embedded
// over the wire as in production; and the forgeries an attacker would try (a token nobody signed,
// one signed by a certificate not meant for time-stamping, one over another signature or with
// another nonce), served by the stand-in or put into a signed PDF after the fact.
import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { generateSigningIdentity, pkiCertificate, type SigningIdentity } from '~/features/estimates/pdf-signing.server';
import { OID_TIMESTAMP_TOKEN } from '~/features/estimates/timestamps.server';

const TEST_POLICY = '1.3.6.1.4.1.99999.1';
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
export const TEST_AUTHORITY = 'Test time-stamping authority';

/** How a token departs from a genuine one. */
export type TokenForgery = 'unsigned' | 'not-for-time-stamping' | 'other-imprint' | 'other-nonce';

export interface TestTimestampServer {
  url: string;
  /** The times granted, in order (genTime, to the second). */
  granted: Date[];
  /** Answer the next requests with HTTP 500. */
  fail(count: number): void;
  /** Answer the next request with a token forged this way (status granted all the same). */
  forgeNext(forgery: TokenForgery): void;
  close(): Promise<void>;
}

/** A self-signed certificate for the test authority with the critical timeStamping extended key usage, as RFC 3161 requires. */
function timeStampingIdentity(): SigningIdentity {
  const made = generateSigningIdentity({ name: TEST_AUTHORITY, address: { addressLocality: 'Miami', addressRegion: 'FL' } });
  const cert = forge.pki.certificateFromPem(made.certificatePem);
  const subject = [{ name: 'commonName', value: TEST_AUTHORITY }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', timeStamping: true, critical: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(made.privateKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(cert);
  return { ...made, certificatePem, fingerprint: '' };
}

let authorities: { genuine: SigningIdentity; other: SigningIdentity } | undefined;
const authority = (forgery?: TokenForgery) => {
  authorities ??= {
    genuine: timeStampingIdentity(),
    // The company's kind of certificate (email protection, not time-stamping).
    other: generateSigningIdentity({ name: 'Not a time-stamping authority', address: { addressLocality: 'Miami', addressRegion: 'FL' } }),
  };
  return forgery === 'not-for-time-stamping' ? authorities.other : authorities.genuine;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

export interface TokenRequest {
  /** The SHA-256 the token stamps (of a signature's value). */
  imprint: Uint8Array;
  nonce?: asn1js.Integer;
  genTime: Date;
  serial?: number;
  forgery?: TokenForgery;
}

/** A timestamp token (a CMS ContentInfo over a TSTInfo), genuine or forged as asked. */
export async function makeTimestampToken({ imprint, nonce, genTime, serial = 1, forgery }: TokenRequest): Promise<pkijs.ContentInfo> {
  const { privateKeyPem, certificatePem } = authority(forgery);
  const certificate = pkiCertificate(certificatePem);
  const stamped = forgery === 'other-imprint' ? sha256(Buffer.from('another signature')) : imprint;
  const otherNonce = forgery === 'other-nonce' ? new asn1js.Integer({ value: 42 }) : nonce;
  const info = new pkijs.TSTInfo({
    version: 1,
    policy: TEST_POLICY,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID_SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(stamped) }),
    }),
    serialNumber: new asn1js.Integer({ value: serial }),
    genTime,
    ...(otherNonce ? { nonce: otherNonce } : {}),
  });
  const infoDer = info.toSchema().toBER();
  const signer = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({ type: OID_CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: pkijs.id_eContentType_TSTInfo })] }),
        new pkijs.Attribute({ type: OID_MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: new Uint8Array(sha256(new Uint8Array(infoDer))) })] }),
      ],
    }),
  });
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: pkijs.id_eContentType_TSTInfo,
      eContent: new asn1js.OctetString({ valueHex: infoDer }),
    }),
    signerInfos: [signer],
    certificates: [certificate],
  });
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    createPrivateKey(privateKeyPem).export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  // DER, as time-stamping services send it (pkijs's constructor would split the content BER-style).
  signed.encapContentInfo.eContent = new asn1js.OctetString({ valueHex: infoDer });
  await signed.sign(key, 0, 'SHA-256');
  // Made up: the shape of a signature, with nobody's signature in it.
  if (forgery === 'unsigned')
    signer.signature = new asn1js.OctetString({ valueHex: new Uint8Array(signer.signature.valueBlock.valueHexView.length).fill(0x5a) });
  return new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signed.toSchema(true) });
}

/** The PDF's signature: where its hex sits between /Contents' brackets, and the CMS SignedData in it. */
export function pdfSignedData(pdf: Buffer): { from: number; to: number; signedData: pkijs.SignedData } {
  const at = pdf.lastIndexOf('/ByteRange');
  const ranges = /\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(pdf.subarray(at, at + 80).toString('latin1'))!;
  const [from, to] = [Number(ranges[2]) + 1, Number(ranges[3]) - 1];
  const parsed = asn1js.fromBER(new Uint8Array(Buffer.from(pdf.subarray(from, to).toString('latin1'), 'hex')));
  return { from, to, signedData: new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: parsed.result }).content }) };
}

/** The signed PDF with its signature's timestamp replaced by `token` (or one added): the unsigned attributes, outside what the signature covers. */
export function withTimestampToken(pdf: Buffer, token: pkijs.ContentInfo): Buffer {
  const { from, to, signedData } = pdfSignedData(pdf);
  signedData.signerInfos[0]!.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: OID_TIMESTAMP_TOKEN, values: [token.toSchema()] })],
  });
  const cms = Buffer.from(new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) }).toSchema().toBER());
  const hex = cms.toString('hex').padEnd(to - from, '0');
  if (hex.length !== to - from) throw new Error('the token does not fit in the signature’s room');
  return Buffer.concat([pdf.subarray(0, from), Buffer.from(hex, 'latin1'), pdf.subarray(to)]);
}

/** The value of the PDF's signature (what a timestamp stamps). */
export function signatureValue(pdf: Buffer): Uint8Array {
  return pdfSignedData(pdf).signedData.signerInfos[0]!.signature.valueBlock.valueHexView;
}

export async function startTimestampServer(): Promise<TestTimestampServer> {
  const granted: Date[] = [];
  let failures = 0;
  let forgery: TokenForgery | undefined;
  const answer = async (body: Buffer) => {
    const genTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    granted.push(genTime);
    const query = pkijs.TimeStampReq.fromBER(new Uint8Array(body));
    const token = await makeTimestampToken({
      imprint: query.messageImprint.hashedMessage.valueBlock.valueHexView,
      nonce: query.nonce,
      genTime,
      serial: granted.length,
      forgery,
    });
    forgery = undefined;
    const reply = new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }), timeStampToken: token });
    return Buffer.from(reply.toSchema().toBER());
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { Connection: 'close' }).end();
        return;
      }
      answer(Buffer.concat(chunks)).then(
        (reply) => response.writeHead(200, { 'Content-Type': 'application/timestamp-reply', Connection: 'close' }).end(reply),
        () => response.writeHead(400, { Connection: 'close' }).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    granted,
    fail(count) {
      failures = count;
    },
    forgeNext(kind) {
      forgery = kind;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
