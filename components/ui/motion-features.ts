// framer-motion's DOM animation features, fetched on demand by <Reveal> (LazyMotion).
export { domAnimation as default } from 'framer-motion';
