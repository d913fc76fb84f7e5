import type { FacetsResponse } from '../features/filters/api/get-facets';

/** A facets answer as the api gives it with names (fr), every group present. */
export function facetsFixture(
  overrides: Partial<Record<string, { id: string | number; name?: string; count: number }[]>> = {},
): FacetsResponse {
  const groups: Record<string, { id: string | number; name?: string; count: number }[]> = {
    price: [
      { id: '0-10000', name: 'Moins de 100 €', count: 4 },
      { id: '10000-20000', name: '100 € – 200 €', count: 9 },
    ],
    score: [
      { id: 9, name: 'Fantastique : 9+', count: 3 },
      { id: 8, name: 'Très bien : 8+', count: 10 },
      { id: 7, name: 'Bien : 7+', count: 0 },
    ],
    facility: [
      { id: 'spa', name: 'Spa', count: 6 },
      { id: 'pool', name: 'Piscine', count: 0 },
      { id: 'pets', name: 'Animaux acceptés', count: 2 },
    ],
    stars: [
      { id: 5, name: '5 étoiles', count: 2 },
      { id: 4, name: '4 étoiles', count: 8 },
      { id: 3, name: '3 étoiles', count: 0 },
      { id: 2, name: '2 étoiles', count: 1 },
    ],
    style: [{ id: 'design', name: 'Design', count: 3 }],
    type: [
      { id: 'hotel', name: 'Hôtel', count: 12 },
      { id: 'castle', name: 'Château', count: 1 },
    ],
    environment: [{ id: 'city', name: 'En ville', count: 12 }],
    tag: [
      { id: 101, name: 'Accès au spa', count: 5 },
      { id: 104, name: 'Cours de cuisine', count: 0 },
    ],
    highlighted: [{ id: 101, name: 'Accès au spa', count: 5 }],
    ...overrides,
  };
  return {
    properties: Object.entries(groups).map(([propertyType, values]) => ({ propertyType, values })),
  } as FacetsResponse;
}
