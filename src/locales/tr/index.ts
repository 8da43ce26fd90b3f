import { bundleNamespaces } from '../bundle.ts';

export default bundleNamespaces(import.meta.glob('./*.json', { eager: true, import: 'default' }));
