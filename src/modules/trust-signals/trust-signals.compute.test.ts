import { describe, expect, it } from 'vitest';
import {
  computeTrustSignals,
  type TrustCandidateFacts,
  type TrustContactFacts,
} from './trust-signals.compute.ts';

const candidate: TrustCandidateFacts = {
  email: 'ada@example.com',
  phone: '+14155550100',
  ipHashes: ['ip-cand'],
};
const t0 = new Date('2026-11-02T09:00:00Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function contact(overrides: Partial<TrustContactFacts> = {}): TrustContactFacts {
  return {
    contactId: 'ct_1',
    email: 'jane@acme.com',
    phone: '+14155550111',
    relationship: 'manager',
    ipHashes: ['ip-1'],
    firstOpenedAt: t0,
    completedAt: later(600),
    source: 'chat',
    participantMessages: 8,
    ...overrides,
  };
}

const kinds = (contacts: TrustContactFacts[], c = candidate) =>
  computeTrustSignals({ candidate: c, contacts }).map(
    (s) => `${s.contactId}:${s.kind}:${s.severity}`,
  );

describe('computeTrustSignals', () => {
  it('finds nothing in a clean reference', () => {
    expect(
      kinds([
        contact(),
        contact({ contactId: 'ct_2', email: 'bob@globex.com', phone: null, ipHashes: ['ip-2'] }),
      ]),
    ).toEqual([]);
  });

  it('flags a referee on the candidate IP or on another referee IP', () => {
    expect(kinds([contact({ ipHashes: ['ip-x', 'ip-cand'] })])).toEqual([
      'ct_1:shared_ip_with_candidate:high',
    ]);
    const signals = computeTrustSignals({
      candidate,
      contacts: [contact(), contact({ contactId: 'ct_2', email: 'bob@globex.com', phone: null })],
    });
    expect(signals.map((s) => `${s.contactId}:${s.kind}`)).toEqual([
      'ct_1:shared_ip_with_referee',
      'ct_2:shared_ip_with_referee',
    ]);
    expect(signals[0]!.details).toMatchObject({ otherContactIds: ['ct_2'] });
  });

  it('flags contact details equal to the candidate or another referee', () => {
    expect(kinds([contact({ email: 'ADA@example.com' })])).toEqual([
      'ct_1:contact_matches_candidate:high',
    ]);
    expect(kinds([contact({ phone: '+14155550100' })])).toEqual([
      'ct_1:contact_matches_candidate:high',
    ]);
    const signals = computeTrustSignals({
      candidate,
      contacts: [
        contact(),
        contact({
          contactId: 'ct_2',
          phone: '+14155550111',
          email: 'other@acme.com',
          ipHashes: [],
        }),
      ],
    });
    expect(signals.map((s) => `${s.contactId}:${s.kind}`)).toEqual([
      'ct_1:contact_matches_referee',
      'ct_2:contact_matches_referee',
    ]);
    expect(signals[0]!.details).toMatchObject({
      matches: [{ contactId: 'ct_2', fields: ['phone'] }],
    });
  });

  it('flags a free-mail address only for a professional relationship', () => {
    expect(kinds([contact({ email: 'jane@gmail.com' })])).toEqual([
      'ct_1:free_mail_professional:low',
    ]);
    expect(
      kinds([contact({ email: 'jane@proton.me', relationship: 'I was her colleague' })]),
    ).toEqual(['ct_1:free_mail_professional:low']);
    expect(kinds([contact({ email: 'jane@gmail.com', relationship: 'friend' })])).toEqual([]);
    expect(kinds([contact({ email: 'jane@gmail.com', relationship: null })])).toEqual([]);
  });

  it('flags a completion faster than the conversation allows', () => {
    expect(kinds([contact({ completedAt: later(30) })])).toEqual([
      'ct_1:completed_too_fast:medium',
    ]);
    expect(kinds([contact({ completedAt: later(60) })])).toEqual([]);
    expect(kinds([contact({ source: 'structured', participantMessages: 0 })])).toEqual([
      'ct_1:completed_too_fast:low',
    ]);
    expect(kinds([contact({ completedAt: null, firstOpenedAt: t0 })])).toEqual([]);
  });
});
