// Reading the build's HTML tags, shared by the build steps that rewrite pages and the checks that
// read them.

/** An attribute's value in a tag or its attributes (a whole name: `src` is not `data-src`). */
export const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
