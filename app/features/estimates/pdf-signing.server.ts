import { createHash, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import type { Company } from '~/content/company';
import { getCompany } from '~/features/business/profile.server';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';

// The company's digital signature on a signed estimate (PAdES, docs/decisions/0028-signed-pdf.md):
// a detached CMS over the whole file (SHA-256, RSA), with the signing certificate inside and, when
// TSA_URL is set, an RFC 3161 timestamp over the signature. The certificate is SIGNING_P12's, or
// one generated on first start and kept in the database, shared by every process. A generated
// certificate names the company as its profile had it then; it is never made again (a new key
// would leave /verify unable to recognise the files sealed before), so a later change of name
// shows in the estimates and their PDF, not in the certificate.

const { asn1, pki } = forge;

/** The key and certificate every signed estimate is sealed with. */
export interface SigningIdentity {
  privateKeyPem: string;
  certificatePem: string;
  /** SHA-256 of the certificate's DER, in hex: /verify recognises our signatures by it. */
  fingerprint: string;
}

export interface SealOptions {
  tsaUrl?: string;
  tsaTimeoutMs: number;
  signingTime: Date;
}

export const OID_TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
export const OID_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const STORED_NAME = 'pdf-signing';

export function certificateFingerprint(certificatePem: string): string {
  return new X509Certificate(certificatePem).fingerprint256.replaceAll(':', '').toLowerCase();
}

function identity(privateKeyPem: string, certificatePem: string): SigningIdentity {
  return { privateKeyPem, certificatePem, fingerprint: certificateFingerprint(certificatePem) };
}

/** Whom a generated certificate names: the company profile's name, city and state. */
export type CertificateHolder = { name: string; address: Pick<Company['address'], 'addressLocality' | 'addressRegion'> };

/** A new RSA key (the system's generator) and a ten-year self-signed certificate in `holder`'s name. */
export function generateSigningIdentity(holder: CertificateHolder, now = new Date()): SigningIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial, minimally encoded as DER wants it: the first byte below 0x80 and never zero
  // (a leading zero byte before one below 0x80 is padding that OpenSSL refuses).
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: `${holder.name} document signing` },
    { name: 'organizationName', value: holder.name },
    { name: 'localityName', value: holder.address.addressLocality },
    { name: 'stateOrProvinceName', value: holder.address.addressRegion },
    { name: 'countryName', value: 'US' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return identity(privateKeyPem, pki.certificateToPem(cert));
}

/** SIGNING_P12 read as a path when such a file exists, else as base64; its first key and the certificate that goes with it. */
export function identityFromP12(source: string, password = ''): SigningIdentity {
  const bytes = existsSync(source) ? readFileSync(source) : Buffer.from(source, 'base64');
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(bytes.toString('binary')), password);
  } catch (error) {
    throw new Error(
      `SIGNING_P12 could not be read (a PKCS#12 file, by path or in base64, with SIGNING_P12_PASSWORD): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const keys = [
    ...(p12.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag! })[pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: pki.oids.keyBag! })[pki.oids.keyBag!] ?? []),
  ];
  const certs = p12.getBags({ bagType: pki.oids.certBag! })[pki.oids.certBag!] ?? [];
  const key = keys.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('SIGNING_P12 holds no private key');
  const modulus = key.n.toString(16);
  const cert = certs.map((bag) => bag.cert).find((candidate) => (candidate?.publicKey as forge.pki.rsa.PublicKey | undefined)?.n?.toString(16) === modulus);
  if (!cert) throw new Error('SIGNING_P12 holds no certificate for its private key');
  return identity(pki.privateKeyToPem(key), pki.certificateToPem(cert));
}

/** SIGNING_P12 when set, else the identity stored in the database, made by whichever process starts first (in the profile's company's name). */
export async function resolveSigningIdentity(db: Kysely<Database>, env: Pick<Env, 'SIGNING_P12' | 'SIGNING_P12_PASSWORD'>): Promise<SigningIdentity> {
  if (env.SIGNING_P12) return identityFromP12(env.SIGNING_P12, env.SIGNING_P12_PASSWORD);
  const stored = await db.selectFrom('signingKeys').select(['privateKey', 'certificate']).where('name', '=', STORED_NAME).executeTakeFirst();
  if (stored) return identity(stored.privateKey, stored.certificate);
  const generated = generateSigningIdentity(await getCompany(db));
  await db
    .insertInto('signingKeys')
    .values({ name: STORED_NAME, privateKey: generated.privateKeyPem, certificate: generated.certificatePem, createdAt: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const winner = await db.selectFrom('signingKeys').select(['privateKey', 'certificate']).where('name', '=', STORED_NAME).executeTakeFirstOrThrow();
  return identity(winner.privateKey, winner.certificate);
}

const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
const seq = (values: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, values);
const oid = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());

/** A positive 64-bit nonce, minimally encoded (its first byte below 0x80, never zero). */
function nonce(): string {
  const bytes = randomBytes(8);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return bytes.toString('binary');
}

/** An RFC 3161 request for a timestamp over `digest` (SHA-256), asking for the service's certificate. */
export function timestampRequest(digest: Buffer): Buffer {
  const request = seq([
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(1).getBytes()),
    seq([
      seq([oid(pki.oids.sha256!), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, digest.toString('binary')),
    ]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, nonce()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, '\u00ff'),
  ]);
  return Buffer.from(der(request), 'binary');
}

/** Asks the time-stamping service; the token (a CMS ContentInfo, as DER) when it grants one. */
export async function requestTimestamp(url: string, digest: Buffer, timeoutMs: number): Promise<forge.asn1.Asn1> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
    body: new Uint8Array(timestampRequest(digest)),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the time-stamping service answered ${response.status}`);
  const reply = asn1.fromDer(Buffer.from(await response.arrayBuffer()).toString('binary'));
  const [status, token] = reply.value as forge.asn1.Asn1[];
  const granted = (status?.value as forge.asn1.Asn1[] | undefined)?.[0];
  const code = granted ? asn1.derToInteger(granted.value as string) : -1;
  // 0 granted, 1 granted with modifications.
  if ((code !== 0 && code !== 1) || !token) throw new Error(`the time-stamping service refused the request (status ${code})`);
  return token;
}

/** The detached CMS over the PDF's signed bytes: SHA-256 with RSA, the certificate inside, the timestamp unsigned. */
class CompanySigner extends Signer {
  constructor(
    private readonly id: SigningIdentity,
    private readonly options: SealOptions,
  ) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const certificate = pki.certificateFromPem(this.id.certificatePem);
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(signedBytes.toString('binary'));
    p7.addCertificate(certificate);
    p7.addSigner({
      key: pki.privateKeyFromPem(this.id.privateKeyPem),
      certificate,
      digestAlgorithm: pki.oids.sha256!,
      authenticatedAttributes: [
        { type: pki.oids.contentType!, value: pki.oids.data },
        { type: pki.oids.messageDigest! },
        // forge's types call it a string; it encodes a Date as UTCTime.
        { type: pki.oids.signingTime!, value: this.options.signingTime as unknown as string },
      ],
    });
    p7.sign({ detached: true });
    const contentInfo = p7.toAsn1();
    if (this.options.tsaUrl) {
      const signerInfo = signerInfoOf(contentInfo);
      const signature = Buffer.from((signerInfo.value as forge.asn1.Asn1[])[5]!.value as string, 'binary');
      const token = await requestTimestamp(this.options.tsaUrl, createHash('sha256').update(signature).digest(), this.options.tsaTimeoutMs);
      (signerInfo.value as forge.asn1.Asn1[]).push(
        asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [seq([oid(OID_TIMESTAMP_TOKEN), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [token])])]),
      );
    }
    return Buffer.from(der(contentInfo), 'binary');
  }
}

/** ContentInfo → SignedData → the first SignerInfo. */
export function signerInfoOf(contentInfo: forge.asn1.Asn1): forge.asn1.Asn1 {
  const signedData = ((contentInfo.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
  const parts = signedData.value as forge.asn1.Asn1[];
  const signerInfos = parts[parts.length - 1]!;
  return (signerInfos.value as forge.asn1.Asn1[])[0]!;
}

/** Room for the CMS (hex doubles it): two 2048-bit certificates, a timestamp token and margin. */
export const SIGNATURE_BYTES = 12_000;

/** Fills the signature placeholder of a PDF (pdfkit + @signpdf/placeholder-pdfkit) with the company's signature. */
export async function sealPdf(pdfWithPlaceholder: Buffer, id: SigningIdentity, options: SealOptions): Promise<Buffer> {
  return new SignPdf().sign(pdfWithPlaceholder, new CompanySigner(id, options));
}
