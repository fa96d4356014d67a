export declare function formsDelivery(env: Record<string, string | undefined>): {
  formsEndpoint: string;
  turnstileSiteKey: string;
};
