// esbuild and vitest load these as text / CSS modules (see esbuild.config.ts and vitest.config.ts).
declare module '*.sql' {
  const text: string;
  export default text;
}
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
