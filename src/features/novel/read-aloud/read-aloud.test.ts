import { describe, expect, it, vi } from 'vitest';
import { chineseVoice, ReadAloud } from './read-aloud';

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}
vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);

function fakeSynth() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: (u: FakeUtterance) => spoken.push(u),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: () => [{ lang: 'en-US' }, { lang: 'zh_CN', name: 'zh' }],
  };
  return { synth: synth as unknown as SpeechSynthesis, spoken };
}

describe('ReadAloud', () => {
  it('reads sentence by sentence from the offset and reports the chapter end', () => {
    const { synth, spoken } = fakeSynth();
    const onSentence = vi.fn();
    const onChapterEnd = vi.fn();
    const reader = new ReadAloud(synth, { onSentence, onChapterEnd, onState: vi.fn() }, 1.5);
    const text = '一。二！三？';
    reader.start(7, text, text.indexOf('二'));
    expect(spoken.map((u) => u.text)).toEqual(['二！']);
    expect(spoken[0]?.rate).toBe(1.5);
    expect(spoken[0]?.lang).toBe('zh-CN');
    spoken[0]?.onend?.();
    expect(spoken.at(-1)?.text).toBe('三？');
    spoken.at(-1)?.onend?.();
    expect(onChapterEnd).toHaveBeenCalledWith(7);
    expect(onSentence.mock.calls.map((c) => c[1].text)).toEqual(['二！', '三？']);
  });

  it('ignores the end of an utterance it cancelled', () => {
    const { synth, spoken } = fakeSynth();
    const onState = vi.fn();
    const reader = new ReadAloud(synth, { onSentence: vi.fn(), onChapterEnd: vi.fn(), onState });
    reader.start(1, '甲。乙。', 0);
    reader.stop();
    spoken[0]?.onend?.();
    expect(spoken).toHaveLength(1);
    expect(onState).toHaveBeenLastCalledWith('idle');
  });

  it('prefers a zh-CN voice', () => {
    const voices = [{ lang: 'en-US' }, { lang: 'zh-TW' }, { lang: 'zh_CN' }] as SpeechSynthesisVoice[];
    expect(chineseVoice(voices)?.lang).toBe('zh_CN');
    expect(chineseVoice([{ lang: 'en' }] as SpeechSynthesisVoice[])).toBeNull();
  });
});
