// build.mjs loads `.css` files as text (loader '.css': 'text'); the services adopt them as constructed stylesheets (shared/styles/adopt-style-sheet.ts).
declare module '*.css' {
  const text: string;
  export default text;
}
