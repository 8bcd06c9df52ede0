// build.mjs loads `.css` files as text (loader '.css': 'text'); the services inject them in a <style>.
declare module '*.css' {
  const text: string;
  export default text;
}
