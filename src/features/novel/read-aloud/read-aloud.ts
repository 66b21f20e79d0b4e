/**
 * Read-aloud with the browser's speech synthesis: one utterance per sentence (so the sentence
 * being read is known and can be shown), a zh-CN voice when the device has one, a rate, pause and
 * resume, and the chapter's end reported so the reader goes on into the next chapter. Outside
 * React; the reader screen owns one (useReadAloud.ts).
 */
import { type Sentence, sentenceAt, sentencesOf } from '../layout/novel-text';

export type ReadAloudState = 'idle' | 'playing' | 'paused';

export interface ReadAloudEvents {
  onSentence: (chapterId: number, sentence: Sentence) => void;
  onChapterEnd: (chapterId: number) => void;
  onState: (state: ReadAloudState) => void;
}

/** The voice to read Chinese with: zh-CN first, any Chinese next; none lets the browser choose by `lang`. */
export function chineseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => lang(v) === 'zh-cn') ?? voices.find((v) => lang(v).startsWith('zh')) ?? null;
}

export const speechAvailable = (): boolean =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';

export class ReadAloud {
  private state: ReadAloudState = 'idle';
  private chapterId = 0;
  private sentences: Sentence[] = [];
  private index = 0;
  private ticket = 0;

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly events: ReadAloudEvents,
    private rate = 1,
  ) {}

  get current(): ReadAloudState {
    return this.state;
  }

  private setState(state: ReadAloudState): void {
    if (this.state === state) return;
    this.state = state;
    this.events.onState(state);
  }

  /** Reads a chapter from the sentence holding `offset`. */
  start(chapterId: number, text: string, offset: number): void {
    this.chapterId = chapterId;
    this.sentences = sentencesOf(text);
    this.index = sentenceAt(this.sentences, offset);
    this.setState('playing');
    this.speak();
  }

  private speak(): void {
    const ticket = ++this.ticket;
    this.synth.cancel();
    const sentence = this.sentences[this.index];
    if (!sentence) {
      this.events.onChapterEnd(this.chapterId);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.lang = 'zh-CN';
    const voice = chineseVoice(this.synth.getVoices());
    if (voice) utterance.voice = voice;
    utterance.rate = this.rate;
    utterance.onend = () => {
      if (ticket !== this.ticket || this.state === 'idle') return;
      this.index += 1;
      this.speak();
    };
    utterance.onerror = (event) => {
      // A cancel (ours) also ends in an error event: only a real failure stops the reading.
      if (ticket !== this.ticket || event.error === 'interrupted' || event.error === 'canceled') return;
      this.stop();
    };
    this.events.onSentence(this.chapterId, sentence);
    this.synth.speak(utterance);
  }

  pause(): void {
    if (this.state !== 'playing') return;
    this.synth.pause();
    this.setState('paused');
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.setState('playing');
    this.synth.resume();
  }

  /** A new rate applies from the sentence being read, read again. */
  setRate(rate: number): void {
    this.rate = rate;
    if (this.state === 'playing') this.speak();
  }

  /** The next or previous sentence (the lock screen's track buttons). */
  skip(by: 1 | -1): void {
    if (this.state === 'idle') return;
    this.index = Math.max(0, this.index + by);
    this.setState('playing');
    this.speak();
  }

  stop(): void {
    this.ticket += 1;
    this.synth.cancel();
    this.setState('idle');
  }
}
