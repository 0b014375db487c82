// Pairing codes from real Chromium descriptions (sdp-samples.ts): what a code keeps, that the description rebuilt
// from it says the same, and that a damaged, foreign or malformed code is refused with its reason.
import { describe, expect, it } from 'vitest';
import { RtcError, type RtcReasonKey } from './errors';
import {
  decodeCode, encodeCode, essentialsOf, MAX_CANDIDATES, MAX_CODE_LENGTH, sdpOf, sealCode, type CodeKind, type SessionEssentials,
} from './sdp-code';
import { mdnsAnswer, mdnsOffer, plainAnswer, plainOffer } from './sdp-samples';

const samples: [string, CodeKind, string][] = [
  ['an offer with mDNS names', 'offer', mdnsOffer],
  ['an answer with mDNS names', 'answer', mdnsAnswer],
  ['an offer with plain addresses (IPv4, IPv6, TCP)', 'offer', plainOffer],
  ['an answer with plain addresses', 'answer', plainAnswer],
];

const attribute = (sdp: string, name: string): string[] =>
  sdp.split('\r\n').filter((l) => l.startsWith(`a=${name}:`));

/** What a candidate line says that matters to ICE (the code drops generation, network-id and network-cost). */
const candidateCore = (line: string): string => {
  const parts = line.slice('a=candidate:'.length).split(' ');
  const tcpType = parts.indexOf('tcptype');
  return [...parts.slice(0, 8), ...(tcpType >= 0 ? parts.slice(tcpType, tcpType + 2) : [])].join(' ');
};

/** The refusal's key and detail, or 'accepted'. */
function refusal(text: unknown, kind: CodeKind): { key: RtcReasonKey; detail: string } | 'accepted' {
  try {
    decodeCode(text, kind);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof RtcError)) throw error;
    return { key: error.key, detail: error.detail };
  }
}

const offerCode = encodeCode(essentialsOf('offer', mdnsOffer));
const answerCode = encodeCode(essentialsOf('answer', mdnsAnswer, 'CyLi'));

describe('a code from a real description', () => {
  for (const [name, kind, sdp] of samples) {
    it(`${name}: keeps what the connection needs and rebuilds a description that says the same`, () => {
      const essentials = essentialsOf(kind, sdp, kind === 'answer' ? 'CyLi' : undefined);
      const code = encodeCode(essentials);
      expect(code.startsWith(kind === 'offer' ? 'NL1:o|' : 'NL1:a|CyLi|')).toBe(true);
      expect(code.length).toBeLessThan(sdp.length / 2);

      const read = decodeCode(code, kind);
      expect(read).toEqual(essentials);
      const rebuilt = sdpOf(read);
      for (const name of ['ice-ufrag', 'ice-pwd', 'fingerprint', 'setup', 'mid', 'sctp-port', 'max-message-size']) {
        expect(attribute(rebuilt, name), name).toEqual(attribute(sdp, name));
      }
      expect(attribute(rebuilt, 'candidate').map(candidateCore)).toEqual(attribute(sdp, 'candidate').map(candidateCore));
      expect(rebuilt).toContain('a=group:BUNDLE 0\r\n');
      expect(rebuilt).toContain('m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n');
      // Read back from the rebuilt description, the essentials are the same again.
      expect(essentialsOf(kind, rebuilt, read.answers)).toEqual(essentials);
    });
  }

  it('reads a code with spaces or a line break around it (a scanner or a paste adds them)', () => {
    expect(decodeCode(`  ${offerCode}\n`, 'offer')).toEqual(decodeCode(offerCode, 'offer'));
  });

  it('an answer names the offer it answers', () => {
    expect(decodeCode(answerCode, 'answer').answers).toBe('CyLi');
  });
});

describe('reading this device\'s own description', () => {
  const lines = mdnsOffer.split('\r\n');
  const without = (test: (l: string) => boolean): string => lines.filter((l) => !test(l)).join('\r\n');
  const reasonOf = (sdp: string): RtcReasonKey | 'read' => {
    try {
      essentialsOf('offer', sdp);
      return 'read';
    } catch (error) {
      return (error as RtcError).key;
    }
  };

  it('no candidate gathered means no network', () => {
    expect(reasonOf(without((l) => l.startsWith('a=candidate:')))).toBe('rtc.noNetwork');
  });

  it('a description it cannot carry is unsupported (a second media section, no fingerprint, a bad field)', () => {
    expect(reasonOf(`${mdnsOffer}m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n`)).toBe('rtc.unsupported');
    expect(reasonOf(without((l) => l.startsWith('a=fingerprint:')))).toBe('rtc.unsupported');
    expect(reasonOf(mdnsOffer.replace('a=setup:actpass', 'a=setup:active'))).toBe('rtc.unsupported');
  });

  it('keeps host candidates of the first component only; reads another browser\'s spelling', () => {
    const sdp = mdnsOffer
      .replace('a=ice-ufrag:', 'a=candidate:9 2 udp 2113937150 10.0.0.2 40000 typ host\r\na=ice-ufrag:')
      .replace('a=ice-ufrag:', 'a=candidate:8 1 udp 1686052607 203.0.113.9 40001 typ srflx raddr 10.0.0.2 rport 40000\r\na=ice-ufrag:')
      .replace('a=ice-ufrag:', 'a=candidate:7 1 UDP 2122252543 10.0.0.2 40002 typ host\r\na=ice-ufrag:');
    const read = essentialsOf('offer', sdp);
    expect(read.candidates.map((c) => c.address)).toEqual([
      'e8791eb1-f8c0-4f7b-9754-9241a68e0a3c.local', '3a07f6aa-a806-48ee-b467-1c656182517d.local', '10.0.0.2',
    ]);
    expect(read.candidates[2]).toEqual({ foundation: '7', priority: 2122252543, transport: 'udp', address: '10.0.0.2', port: 40002 });
  });
});

describe('refusing a code', () => {
  /** A code with the given fields (after the kind) and a right CRC: what only the field checks can refuse. */
  const sealed = (kind: 'o' | 'a', fields: string[]): string => sealCode([`NL1:${kind}`, ...fields].join('|'));
  const offerFields = offerCode.split('|').slice(1, -1);
  const withField = (index: number, value: string): string[] => offerFields.map((f, i) => (i === index ? value : f));

  it('refuses what is not a pairing code', () => {
    for (const text of ['', 'hello', 'https://example.org/', 42, null, { code: offerCode }]) {
      expect(refusal(text, 'offer'), String(text)).toMatchObject({ key: 'rtc.badCode' });
    }
  });

  it('refuses another version\'s code with its own reason', () => {
    expect(refusal(offerCode.replace('NL1:', 'NL2:'), 'offer')).toMatchObject({ key: 'rtc.otherVersion' });
  });

  it('refuses an answer where an offer is expected, and the other way round', () => {
    expect(refusal(answerCode, 'offer')).toMatchObject({ key: 'rtc.notAnOffer' });
    expect(refusal(offerCode, 'answer')).toMatchObject({ key: 'rtc.notAnAnswer' });
  });

  it('refuses a code cut anywhere', () => {
    for (let length = 0; length < offerCode.length; length++) {
      expect(refusal(offerCode.slice(0, length), 'offer'), `cut at ${length}`).toMatchObject({ key: 'rtc.badCode' });
    }
  });

  it('refuses a code with any one character changed (the CRC)', () => {
    const alphabet = 'A0a+/|,.:-_';
    for (let i = 'NL1:'.length; i < offerCode.length; i++) {
      for (const c of alphabet) {
        if (c === offerCode[i]) continue;
        const damaged = offerCode.slice(0, i) + c + offerCode.slice(i + 1);
        expect(refusal(damaged, 'offer'), `${c} at ${i}`).toMatchObject({ key: 'rtc.badCode' });
      }
    }
  });

  it('refuses characters outside the code\'s alphabet, and a code that is too long', () => {
    expect(refusal(offerCode.replace('|', ' |'), 'offer')).toEqual({ key: 'rtc.badCode', detail: 'a character outside the code\'s alphabet' });
    expect(refusal(offerCode.replace('|', '<|'), 'offer')).toMatchObject({ key: 'rtc.badCode' });
    expect(refusal(sealed('o', [...offerFields, ...Array(40).fill(offerFields.at(-1))]), 'offer'))
      .toEqual({ key: 'rtc.badCode', detail: expect.stringMatching(/^too long/) });
    expect(MAX_CODE_LENGTH).toBeGreaterThan(offerCode.length * 3);
  });

  it('accepts the sealed fields as they are (the cases below differ from it in one field each)', () => {
    expect(refusal(sealed('o', offerFields), 'offer')).toBe('accepted');
  });

  const cases: [string, string[], string | RegExp][] = [
    ['missing fields', offerFields.slice(0, 7), 'missing fields'],
    ['no candidate', offerFields.slice(0, 8), 'no candidate'],
    ['too many candidates', [...offerFields, ...Array(MAX_CANDIDATES).fill(offerFields[8])], 'too many candidates'],
    ['a short ufrag', withField(0, 'abc'), 'bad ice-ufrag'],
    ['a short password', withField(1, 'abcdefghij'), 'bad ice-pwd'],
    ['an answer\'s setup in an offer', withField(2, 'active'), /^setup active/],
    ['a mid with a dot', withField(3, 'a.b'), 'bad mid'],
    ['an SCTP port with a leading zero', withField(4, '05000'), 'sctp-port is not a number'],
    ['an SCTP port out of range', withField(4, '70000'), /sctp-port 70000/],
    ['an unknown hash', withField(6, 'md5'), /unknown fingerprint hash/],
    ['a fingerprint of the wrong length', withField(7, offerFields[7]!.slice(2)), 'bad fingerprint'],
    ['a fingerprint in lower case', withField(7, offerFields[7]!.toLowerCase()), 'bad fingerprint'],
    ['a candidate with four parts', withField(8, '1,2,u,10.0.0.1'), 'a candidate without its five parts'],
    ['a candidate with an unknown transport', withField(8, '1,2,x,10.0.0.1,5000'), /unknown candidate transport/],
    ['a candidate at a public host name', withField(8, '1,2,u,evil.example.com,5000'), 'bad candidate address'],
    ['a candidate at an impossible IPv4 address', withField(8, '1,2,u,10.0.0.256,5000'), 'bad candidate address'],
    ['a candidate at port 0', withField(8, '1,2,u,10.0.0.1,0'), /candidate port 0/],
    ['a candidate with priority 0', withField(8, '1,0,u,10.0.0.1,5000'), /candidate priority 0/],
    ['a candidate with a bad foundation', withField(8, ':,2,u,10.0.0.1,5000'), 'bad candidate foundation'],
  ];
  for (const [name, fields, detail] of cases) {
    it(`refuses ${name}`, () => {
      expect(refusal(sealed('o', fields), 'offer')).toEqual({ key: 'rtc.badCode', detail: typeof detail === 'string' ? detail : expect.stringMatching(detail) });
    });
  }

  it('refuses an answer that does not name its offer, or has the offer\'s setup', () => {
    const fields = answerCode.split('|').slice(1, -1);
    expect(refusal(sealed('a', fields), 'answer')).toBe('accepted');
    expect(refusal(sealed('a', ['', ...fields.slice(1)]), 'answer')).toMatchObject({ detail: 'the answered offer is not named' });
    expect(refusal(sealed('a', fields.map((f, i) => (i === 3 ? 'actpass' : f))), 'answer')).toMatchObject({ detail: 'setup actpass in an answer' });
  });

  it('encoding refuses essentials that would not read back', () => {
    const essentials: SessionEssentials = { ...decodeCode(offerCode, 'offer'), pwd: 'short' };
    expect(() => encodeCode(essentials)).toThrow(RtcError);
  });
});
