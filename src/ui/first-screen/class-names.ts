import catalog from '../catalog/catalog.module.css';
import page from '../pages/page.module.css';
import header from '../shell/header.module.css';
import shell from '../shell/shell.module.css';

/**
 * The CSS modules' class names of the first screen (issue 19), for the server: it writes each
 * route's first screen into index.html with the very classes React renders, so that the page is
 * drawn before any script runs and React's render replaces it with identical markup. A second entry
 * point of the client build (the names are the build's, minified), never loaded by the browser: the
 * build writes its value to dist/meta/first-screen-classes.json.
 */
export const firstScreenClasses = { catalog, page, header, shell };
