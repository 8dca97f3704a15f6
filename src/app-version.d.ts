/** The app's version as the build names it (package version and commit): `define` in vite.config.ts. */
declare const __APP_VERSION__: string;
