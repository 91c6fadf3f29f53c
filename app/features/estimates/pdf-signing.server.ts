import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  webcrypto,
  X509Certificate,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as asn1js from 'asn1js';
import type { Kysely } from 'kysely';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import type { Company } from '~/content/company';
import { getCompany } from '~/features/business/profile.server';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';
import { OID_TIMESTAMP_TOKEN, requestTimestamp } from './timestamps.server';

// The company's digital signature on a signed estimate (PAdES baseline, ETSI.CAdES.detached;
// docs/decisions/0028-signed-pdf.md and 0043-pkijs-cms-and-timestamps.md): a detached CMS over
// the whole file (SHA-256, RSA), with the signing certificate and its issuers inside and, when
// TSA_URL is set, an RFC 3161 timestamp over the signature, checked before it is embedded. The
// certificate is SIGNING_P12's, or one generated on first start and kept in the database (its key
// encrypted with a key derived from SESSION_SECRET), shared by every process. A generated
// certificate names the company as its profile has it: after the company renames itself, the next
// signature is sealed with a new certificate in the new name (whichever process seals first makes
// it; the others read it), and the one before is kept, without its key, as retired: /verify still
// recognises the files it sealed. SIGNING_P12's certificate is the operator's and is never replaced.

const { asn1, pki } = forge;

/** The key and certificate every signed estimate is sealed with. */
export interface SigningIdentity {
  privateKeyPem: string;
  certificatePem: string;
  /** The certificates that issued it, from its issuer up (empty for a self-signed one): embedded so readers can build the chain. */
  chainPems: string[];
  /** SHA-256 of the certificate's DER, in hex: /verify recognises our signatures by it. */
  fingerprint: string;
}

export interface SealOptions {
  tsaUrl?: string;
  tsaTimeoutMs: number;
}

const STORED_NAME = 'pdf-signing';
/** A certificate retired by a rename is kept under this name and its fingerprint, with no key: it never signs again. */
const retiredName = (fingerprint: string) => `${STORED_NAME}@${fingerprint}`;

export function certificateFingerprint(certificatePem: string): string {
  return new X509Certificate(certificatePem).fingerprint256.replaceAll(':', '').toLowerCase();
}

function identity(privateKeyPem: string, certificatePem: string, chainPems: string[] = []): SigningIdentity {
  return { privateKeyPem, certificatePem, chainPems, fingerprint: certificateFingerprint(certificatePem) };
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
  // UTF8String, so a name with accents (Ventanas Núñez) is the name it reads back as.
  const utf8 = (value: string) => ({ value, valueTagClass: asn1.Type.UTF8 as unknown as forge.asn1.Class });
  const subject = [
    { name: 'commonName', ...utf8(`${holder.name} document signing`) },
    { name: 'organizationName', ...utf8(holder.name) },
    { name: 'localityName', ...utf8(holder.address.addressLocality) },
    { name: 'stateOrProvinceName', ...utf8(holder.address.addressRegion) },
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

/** The organisation a certificate names (its subject's O), as written. */
export function certificateHolder(certificatePem: string): string | undefined {
  const field = pki.certificateFromPem(certificatePem).subject.getField('O') as { value: string; valueTagClass: number } | null;
  if (!field) return undefined;
  return field.valueTagClass === (asn1.Type.UTF8 as number) ? forge.util.decodeUtf8(field.value) : field.value;
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
  const all = certs.map((bag) => bag.cert).filter((candidate): candidate is forge.pki.Certificate => candidate !== undefined && candidate !== null);
  const cert = all.find((candidate) => (candidate.publicKey as forge.pki.rsa.PublicKey | undefined)?.n?.toString(16) === modulus);
  if (!cert) throw new Error('SIGNING_P12 holds no certificate for its private key');
  // The issuers the file holds, from the certificate's own up to the root (or as far as it goes).
  const chain: forge.pki.Certificate[] = [];
  for (let child = cert; ;) {
    const issuer = all.find((candidate) => candidate !== child && candidate !== cert && !chain.includes(candidate) && signed(candidate, child));
    if (!issuer) break;
    chain.push(issuer);
    child = issuer;
  }
  return identity(
    pki.privateKeyToPem(key),
    pki.certificateToPem(cert),
    chain.map((issuer) => pki.certificateToPem(issuer)),
  );
}

/** Whether `issuer` signed `child` (false for what forge cannot check). */
function signed(issuer: forge.pki.Certificate, child: forge.pki.Certificate): boolean {
  try {
    return issuer.verify(child);
  } catch {
    return false;
  }
}

// The generated key is stored encrypted (AES-256-GCM, the row's name as associated data) with a key
// derived from SESSION_SECRET by HKDF-SHA256: the database alone does not give it away. A key stored
// in clear by an earlier version is encrypted the first time it is read.
const SEALED_KEY_PREFIX = 'aes-256-gcm:';
const storageKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'gables-window-care', 'pdf-signing key at rest v1', 32));

export function encryptStoredKey(privateKeyPem: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', storageKey(secret), iv).setAAD(Buffer.from(STORED_NAME));
  const sealed = Buffer.concat([cipher.update(privateKeyPem, 'utf8'), cipher.final()]);
  return `${SEALED_KEY_PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

export function decryptStoredKey(stored: string, secret: string): string {
  const [iv, tag, sealed] = stored
    .slice(SEALED_KEY_PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', storageKey(secret), iv!).setAAD(Buffer.from(STORED_NAME)).setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      'The stored PDF signing key could not be decrypted with this SESSION_SECRET: it was stored under another one. Restore the earlier SESSION_SECRET (signed estimates need the same key to stay recognisable on /verify).',
    );
  }
}

/** The stored identity, its key decrypted; a key still in clear is encrypted in place (whichever process gets there first). */
async function storedIdentity(db: Kysely<Database>, secret: string): Promise<SigningIdentity | undefined> {
  const stored = await db.selectFrom('signingKeys').select(['privateKey', 'certificate']).where('name', '=', STORED_NAME).executeTakeFirst();
  if (!stored) return undefined;
  if (stored.privateKey.startsWith(SEALED_KEY_PREFIX)) return identity(decryptStoredKey(stored.privateKey, secret), stored.certificate);
  await db
    .updateTable('signingKeys')
    .set({ privateKey: encryptStoredKey(stored.privateKey, secret) })
    .where('name', '=', STORED_NAME)
    .where('privateKey', '=', stored.privateKey)
    .execute();
  return identity(stored.privateKey, stored.certificate);
}

/** SIGNING_P12 when set, else the identity stored in the database, made by whichever process starts first (in the profile's company's name). */
export async function resolveSigningIdentity(
  db: Kysely<Database>,
  env: Pick<Env, 'SIGNING_P12' | 'SIGNING_P12_PASSWORD'>,
  secret: string,
): Promise<SigningIdentity> {
  if (env.SIGNING_P12) return identityFromP12(env.SIGNING_P12, env.SIGNING_P12_PASSWORD);
  const stored = await storedIdentity(db, secret);
  if (stored) return stored;
  const generated = generateSigningIdentity(await getCompany(db));
  await db
    .insertInto('signingKeys')
    .values({
      name: STORED_NAME,
      privateKey: encryptStoredKey(generated.privateKeyPem, secret),
      certificate: generated.certificatePem,
      createdAt: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return (await storedIdentity(db, secret))!;
}

/**
 * The company's signing keys as signing and /verify use them: the identity a new signature is sealed
 * with, and whether a certificate is one we sealed with (the current one or one a rename retired).
 */
export interface SigningKeys {
  current(): Promise<SigningIdentity>;
  recognises(fingerprint: string): Promise<boolean>;
}

/** One identity that never changes: SIGNING_P12's (the operator's certificate; a rename does not replace it). */
export function fixedSigningKeys(id: SigningIdentity): SigningKeys {
  return { current: async () => id, recognises: async (fingerprint) => fingerprint === id.fingerprint };
}

/**
 * The generated identity kept in the database, in the company's current name: when the company
 * profile's name is no longer the certificate's, a new key and certificate in the new name take its
 * place (a compare-and-set on the certificate, so two processes make one), and the old certificate
 * is kept as retired, without its key. With SIGNING_P12 set, its identity signs, and the generated
 * certificates of before are still recognised.
 */
export function signingKeys(db: Kysely<Database>, env: Pick<Env, 'SIGNING_P12' | 'SIGNING_P12_PASSWORD'>, secret: string): SigningKeys {
  const operator = env.SIGNING_P12 ? identityFromP12(env.SIGNING_P12, env.SIGNING_P12_PASSWORD) : undefined;
  return {
    async current() {
      if (operator) return operator;
      const [stored, company] = await Promise.all([resolveSigningIdentity(db, env, secret), getCompany(db)]);
      if (certificateHolder(stored.certificatePem) === company.name) return stored;
      const renamed = generateSigningIdentity(company);
      const at = new Date().toISOString();
      // Retired first: whichever process replaces the certificate, the old one stays recognised.
      await db
        .insertInto('signingKeys')
        .values({ name: retiredName(stored.fingerprint), privateKey: '', certificate: stored.certificatePem, createdAt: at })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      await db
        .updateTable('signingKeys')
        .set({ privateKey: encryptStoredKey(renamed.privateKeyPem, secret), certificate: renamed.certificatePem, createdAt: at })
        .where('name', '=', STORED_NAME)
        .where('certificate', '=', stored.certificatePem)
        .execute();
      // Ours, or the one another process made at the same moment.
      return (await storedIdentity(db, secret))!;
    },
    async recognises(fingerprint) {
      if (operator?.fingerprint === fingerprint) return true;
      const rows = await db
        .selectFrom('signingKeys')
        .select(['name', 'certificate'])
        .where('name', 'in', [STORED_NAME, retiredName(fingerprint)])
        .execute();
      return rows.some((row) => row.name !== STORED_NAME || certificateFingerprint(row.certificate) === fingerprint);
    },
  };
}

const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
/** id-aa-signingCertificateV2 (RFC 5035): the signer's certificate, by hash, under the signature; what makes the CMS CAdES. */
export const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

/** A certificate in PEM as pkijs reads it. */
export function pkiCertificate(pem: string): pkijs.Certificate {
  return pkijs.Certificate.fromBER(new X509Certificate(pem).raw);
}

/** SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, one ESSCertIDv2: SHA-256 (the default, so omitted) of the certificate, its issuer and serial. */
function signingCertificateV2(certificate: pkijs.Certificate, der: Buffer): asn1js.Sequence {
  const issuerSerial = new pkijs.IssuerSerial({
    issuer: new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })] }),
    serialNumber: certificate.serialNumber,
  });
  const certId = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: createHash('sha256').update(der).digest() }), issuerSerial.toSchema()] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certId] })] });
}

async function webCryptoKey(privateKeyPem: string): Promise<CryptoKey> {
  const pkcs8 = createPrivateKey(privateKeyPem).export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
}

/**
 * The detached CMS over the PDF's signed bytes, CAdES as PAdES baseline wants it: SHA-256 with RSA,
 * the signed attributes content type, message digest and signing-certificate-v2 (no signing-time:
 * the claimed time is the signature dictionary's /M), the certificate and its issuers inside, and
 * the timestamp as an unsigned attribute.
 */
class CompanySigner extends Signer {
  constructor(
    private readonly id: SigningIdentity,
    private readonly options: SealOptions,
  ) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const leafDer = new X509Certificate(this.id.certificatePem).raw;
    const leaf = pkijs.Certificate.fromBER(leafDer);
    const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
    const signer = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: leaf.issuer, serialNumber: leaf.serialNumber }),
      // In DER order (a SET sorts by encoding): these three encodings sort as listed.
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: [
          attribute(OID_CONTENT_TYPE, new asn1js.ObjectIdentifier({ value: pkijs.ContentInfo.DATA })),
          attribute(OID_MESSAGE_DIGEST, new asn1js.OctetString({ valueHex: createHash('sha256').update(signedBytes).digest() })),
          attribute(OID_SIGNING_CERTIFICATE_V2, signingCertificateV2(leaf, leafDer)),
        ],
      }),
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: pkijs.ContentInfo.DATA }),
      signerInfos: [signer],
      certificates: [leaf, ...this.id.chainPems.map(pkiCertificate)],
    });
    await signedData.sign(await webCryptoKey(this.id.privateKeyPem), 0, 'SHA-256', new Uint8Array(signedBytes));
    if (this.options.tsaUrl) {
      const token = await requestTimestamp(this.options.tsaUrl, signer.signature.valueBlock.valueHexView, this.options.tsaTimeoutMs);
      signer.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 1, attributes: [attribute(OID_TIMESTAMP_TOKEN, token.toSchema())] });
    }
    const contentInfo = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER());
  }
}

/** Room for the CMS (hex doubles it): the certificate and three issuers, a timestamp token with its certificate, and margin. */
export const SIGNATURE_BYTES = 16_000;

/** Fills the signature placeholder of a PDF (pdfkit + @signpdf/placeholder-pdfkit) with the company's signature. */
export async function sealPdf(pdfWithPlaceholder: Buffer, id: SigningIdentity, options: SealOptions): Promise<Buffer> {
  return new SignPdf().sign(pdfWithPlaceholder, new CompanySigner(id, options));
}
