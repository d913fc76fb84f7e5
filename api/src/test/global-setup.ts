import { generateCatalogueTemplate } from './catalogue-template';

export default function globalSetup(): void {
  generateCatalogueTemplate();
}
