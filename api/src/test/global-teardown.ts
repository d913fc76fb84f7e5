import { removeCatalogueTemplate } from './catalogue-template';

export default function globalTeardown(): void {
  removeCatalogueTemplate();
}
