import { shareOrCopy } from '@/lib/share';

const data = {
  title: 'Summit',
  text: 'Flagship',
  url: 'https://www.nusantara-ceo.example/events/summit',
};
const abort = Object.assign(new Error('The user cancelled'), { name: 'AbortError' });

describe('shareOrCopy', () => {
  it('uses the share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    expect(await shareOrCopy(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a cancelled share as nothing to report, and copies nothing', async () => {
    const writeText = jest.fn();
    expect(await shareOrCopy(data, { share: jest.fn().mockRejectedValue(abort), writeText })).toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when the share sheet cannot take the data or refuses', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { share: jest.fn(), canShare: () => false, writeText })).toBe(
      'copied',
    );
    const refused = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    expect(
      await shareOrCopy(data, { share: jest.fn().mockRejectedValue(refused), writeText }),
    ).toBe('copied');
  });

  it('reports a clipboard that refuses, or is missing', async () => {
    expect(
      await shareOrCopy(data, { writeText: jest.fn().mockRejectedValue(new Error('denied')) }),
    ).toBe('failed');
    expect(await shareOrCopy(data, {})).toBe('failed');
  });
});
