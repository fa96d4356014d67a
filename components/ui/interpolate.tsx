import { Fragment, type ReactNode } from 'react';

/**
 * A message whose `{name}` placeholders are elements: `Fields marked {star} are required.` with
 * `{ star: <span>*</span> }`. The words stay in the dictionary, whatever goes between them.
 */
export function Interpolate({
  message,
  values,
}: {
  message: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {message.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
