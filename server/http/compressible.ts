/** The build's files worth a compressed copy: text. Images and fonts are compressed already, so none is written or looked for. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
