import { destinationChosenEvent } from './destination-tracking';

describe('destinationChosenEvent', () => {
  it('names the suggestion list, the category, the id and the label of the chosen destination', () => {
    expect(destinationChosenEvent({ category: 'region', id: 11, label: 'Île-de-France' })).toEqual({
      name: 'select_item',
      params: {
        item_list_name: 'destination_suggestions',
        destination_category: 'region',
        destination_id: '11',
        destination_label: 'Île-de-France',
      },
    });
  });

  it('sends a recommended hotel as a destination of the hotel category', () => {
    expect(destinationChosenEvent({ category: 'hotel', id: 601, label: 'Hôtel des Arts' }).params).toMatchObject({
      destination_category: 'hotel',
      destination_id: '601',
    });
  });
});
