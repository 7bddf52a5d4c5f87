/*
 * The signing key (.p12) opened with its PIN, in the browser, before anything is sent (D38). node-forge
 * reads both Hacienda ATV's legacy PKCS#12 (3DES key, RC2-40 certificates, SHA-1 MAC) and OpenSSL 3's
 * default (PBES2 AES-256, PBKDF2-HMAC-SHA256, SHA-256 MAC), without eval. It runs in a Web Worker
 * (revisar-llave.worker.ts) or, where there is none, here; it is loaded only when a key is checked. The
 * PIN and the bytes stay in this function: nothing is kept or logged.
 */
import forge from 'node-forge/lib/forge';
// Only what PKCS#12 needs (not node-forge's TLS, SSH or HTTP): the ciphers, x509 and PBE come with
// pkcs12; SHA-256 and SHA-512 for OpenSSL 3's MAC and PBKDF2 (pkcs12 loads only SHA-1).
import 'node-forge/lib/pkcs12';
import 'node-forge/lib/sha256';
import 'node-forge/lib/sha512';
import { llaveRevision as t } from '@/messages/es-llave';
import { revisarCertificado, type CertificadoLlave, type CuentaLlave, type RevisionLlave } from './llave';

export type LecturaP12 =
  { ok: false; motivo: 'noP12' | 'pin' | 'sinCertificado' } | ({ ok: true } & CertificadoLlave);

const { oids } = forge.pki;

/** A PFX: SEQUENCE { version INTEGER 3, authSafe ContentInfo, macData? }. */
function esPfx(pfx: forge.asn1.Asn1): boolean {
  const partes = Array.isArray(pfx.value) ? pfx.value : [];
  const version = partes[0];
  return (
    pfx.tagClass === forge.asn1.Class.UNIVERSAL &&
    pfx.type === forge.asn1.Type.SEQUENCE &&
    partes.length >= 2 &&
    version?.type === forge.asn1.Type.INTEGER &&
    version.value === '\x03'
  );
}

/** The taxpayer's own certificate: the one paired with the private key, else the first that is not a CA's. */
function certificadoPropio(p12: forge.pkcs12.Pkcs12Pfx): forge.pki.Certificate | null {
  const certs = (p12.getBags({ bagType: oids.certBag! })[oids.certBag!] ?? []).filter((b) => b.cert);
  const llaves = p12.getBags({ bagType: oids.pkcs8ShroudedKeyBag! })[oids.pkcs8ShroudedKeyBag!] ?? [];
  const id = llaves[0]?.attributes.localKeyId?.[0];
  const pareja = id ? certs.find((b) => b.attributes.localKeyId?.[0] === id) : undefined;
  const noCa = certs.find((b) => !(b.cert!.getExtension('basicConstraints') as { cA?: boolean } | null)?.cA);
  return (pareja ?? noCa ?? certs[0])?.cert ?? null;
}

/** Opens the .p12 with the PIN and reads its certificate's serialNumber and validity. */
export function readP12(bytes: Uint8Array, pin: string): LecturaP12 {
  let pfx: forge.asn1.Asn1;
  try {
    pfx = forge.asn1.fromDer(forge.util.createBuffer(forge.util.binary.raw.encode(bytes)));
  } catch {
    return { ok: false, motivo: 'noP12' };
  }
  if (!esPfx(pfx)) return { ok: false, motivo: 'noP12' };
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(pfx, true, pin);
  } catch (error) {
    // Without a MAC a wrong PIN shows only as content that does not decrypt.
    const sinMac = (pfx.value as forge.asn1.Asn1[]).length < 3;
    return { ok: false, motivo: sinMac || /MAC|password/i.test(String(error)) ? 'pin' : 'noP12' };
  }
  const cert = certificadoPropio(p12);
  if (!cert) return { ok: false, motivo: 'sinCertificado' };
  const serie = cert.subject.getField({ name: 'serialNumber' }) as { value?: unknown } | null;
  return {
    ok: true,
    serie: typeof serie?.value === 'string' ? serie.value : null,
    desde: cert.validity.notBefore.toISOString(),
    hasta: cert.validity.notAfter.toISOString(),
  };
}

/** What the check is given: the file, its PIN, the account, and today (the page's clock, as ms). */
export type EntradaLlave = { archivo: Blob; pin: string; cuenta: CuentaLlave; hoy: number };

/** The whole check of a chosen key: opened with its PIN, then the certificate's rules (llave.ts). */
export async function revisarLlaveP12({ archivo, pin, cuenta, hoy }: EntradaLlave): Promise<RevisionLlave> {
  const lectura = readP12(new Uint8Array(await archivo.arrayBuffer()), pin);
  if (!lectura.ok) return { ok: false, motivo: t[lectura.motivo] };
  return revisarCertificado(lectura, cuenta, new Date(hoy));
}
