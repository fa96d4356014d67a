import { absoluteUrlOn } from '@/data/site';

describe('absoluteUrlOn', () => {
  it.each([
    ['/', 'https://ncn.example'],
    ['', 'https://ncn.example'],
    ['/id', 'https://ncn.example/id'],
    ['/about', 'https://ncn.example/about'],
    ['/og/default.png', 'https://ncn.example/og/default.png'],
    ['/#organization', 'https://ncn.example/#organization'],
    ['/?q=leader', 'https://ncn.example/?q=leader'],
    ['https://elsewhere.example/x', 'https://elsewhere.example/x'],
  ])(
    'writes %p as %p, the home page as the bare origin as Next writes its canonical',
    (path, url) => {
      expect(absoluteUrlOn(path, 'https://ncn.example')).toBe(url);
    },
  );
});
