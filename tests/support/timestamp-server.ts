// Test support: a real RFC 3161 time-stamping service on 127.0.0.1, with a certificate of its
// own, so a signed estimate's timestamp is asked for and embedded over the wire as in production.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { generateSigningIdentity, OID_TST_INFO } from '~/features/estimates/pdf-signing.server';

const { asn1, pki } = forge;
const TEST_POLICY = '1.3.6.1.4.1.99999.1';

export interface TestTimestampServer {
  url: string;
  /** The times granted, in order (genTime, to the second). */
  granted: Date[];
  /** Answer the next requests with HTTP 500. */
  fail(count: number): void;
  close(): Promise<void>;
}

const integer = (value: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());

function token(request: forge.asn1.Asn1, genTime: Date, serial: number, identity: ReturnType<typeof generateSigningIdentity>): forge.asn1.Asn1 {
  const [, messageImprint, maybeNonce] = request.value as forge.asn1.Asn1[];
  const nonce = maybeNonce?.type === asn1.Type.INTEGER ? [maybeNonce] : [];
  const tstInfo = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    integer(1),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(TEST_POLICY).getBytes()),
    messageImprint!,
    integer(serial),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(genTime)),
    ...nonce,
  ]);
  const certificate = pki.certificateFromPem(identity.certificatePem);
  const p7 = forge.pkcs7.createSignedData();
  const tstDer = asn1.toDer(tstInfo).getBytes();
  // A ContentInfo of type TSTInfo: forge signs what it is given when both are set.
  p7.content = forge.util.createBuffer(tstDer);
  (p7 as unknown as { contentInfo: forge.asn1.Asn1 }).contentInfo = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(OID_TST_INFO).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, tstDer)]),
  ]);
  p7.addCertificate(certificate);
  p7.addSigner({
    key: pki.privateKeyFromPem(identity.privateKeyPem),
    certificate,
    digestAlgorithm: pki.oids.sha256!,
    authenticatedAttributes: [{ type: pki.oids.contentType!, value: OID_TST_INFO }, { type: pki.oids.messageDigest! }],
  });
  p7.sign();
  return p7.toAsn1();
}

export async function startTimestampServer(): Promise<TestTimestampServer> {
  const identity = generateSigningIdentity({ name: 'Test time-stamping authority', address: { addressLocality: 'Miami', addressRegion: 'FL' } });
  const granted: Date[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500).end();
        return;
      }
      const genTime = new Date(Math.floor(Date.now() / 1000) * 1000);
      granted.push(genTime);
      const query = asn1.fromDer(Buffer.concat(chunks).toString('binary'));
      const reply = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [integer(0)]),
        token(query, genTime, granted.length, identity),
      ]);
      response.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(Buffer.from(asn1.toDer(reply).getBytes(), 'binary'));
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
