export declare const attribute: (tag: string, name: string) => string | undefined;
