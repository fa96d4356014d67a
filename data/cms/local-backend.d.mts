export declare const LOCAL_BACKEND_URL: string;
