// node-forge's own modules (p12-reader.ts loads only what PKCS#12 needs): each registers itself on the
// one `forge` object, typed by @types/node-forge.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/pkcs12';
declare module 'node-forge/lib/sha256';
declare module 'node-forge/lib/sha512';
