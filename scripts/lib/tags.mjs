// Reading the build's HTML tags, shared by the build steps that rewrite pages and the checks that
// read them.

/**
 * An attribute's value in a tag or its attributes, however HTML lets it be written: in double or
 * single quotes, unquoted, or bare (its value then ''); undefined when the tag has none. A whole
 * name: `src` is not `srcset` nor `data-src`.
 */
export const attribute = (tag, name) => {
  const found = new RegExp(
    `\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=[\\s/>]|$)`,
    'i',
  ).exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3] ?? '') : undefined;
};
