import type { WalletAddress } from './gateway.ts';

/** The demo wallet's people and what a payment may end in: data the sheet offers, kept apart from its markup. */

export type DemoOutcome = 'success' | 'declined' | 'three_d_secure' | 'cancel';

export interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  address: WalletAddress;
  note?: string;
}

/** Two Swiss addresses the demo store delivers to, and one it does not. */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Anne Dupont',
    email: 'anne.dupont@example.ch',
    phone: '+41 22 555 01 23',
    address: {
      recipient: 'Anne Dupont',
      addressLine: ['Rue du Rhône 12'],
      city: 'Genève',
      region: 'GE',
      postalCode: '1204',
      country: 'CH',
      phone: '+41 22 555 01 23',
    },
  },
  {
    name: 'Luca Rossi',
    email: 'luca.rossi@example.ch',
    phone: '+41 91 555 04 56',
    address: {
      recipient: 'Luca Rossi',
      addressLine: ['Via Nassa 5'],
      city: 'Lugano',
      region: 'TI',
      postalCode: '6900',
      country: 'CH',
      phone: '+41 91 555 04 56',
    },
  },
  {
    name: 'Claire Martin',
    email: 'claire.martin@example.fr',
    phone: '+33 1 55 55 01 23',
    address: {
      recipient: 'Claire Martin',
      addressLine: ['8 rue de Rivoli'],
      city: 'Paris',
      region: '',
      postalCode: '75004',
      country: 'FR',
      phone: '+33 1 55 55 01 23',
    },
    note: '(outside the delivery area)',
  },
];
