/** The hot search words readers see under the search box: one a line, saved on their own. */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import * as v from 'valibot';
import type { HotWordsAnswer } from '../../../core/admin/home';
import { HotWords, MAX_HOT_WORDS } from '../../../core/home-layout';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { controlClass } from '../../ui/Field';
import { Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import styles from './Home.module.css';
import { saveHotWords } from './home.api';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function HotWordsPanel({ hot }: { hot: HotWordsAnswer }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(hot.saved ? hot.words.join('\n') : '');
  const [saving, setSaving] = useState(false);
  const words = linesOf(text);
  const valid = v.is(HotWords, words);
  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveHotWords(words);
      setText(answer.saved ? answer.words.join('\n') : '');
      toast(t`热门搜索词已保存`);
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel title={t`热门搜索词`}>
      <label htmlFor={id} className={styles.note}>
        {t`每行一个，最多 ${MAX_HOT_WORDS} 个，每个不超过 20 字；留空则显示阅读最多的作品名。`}
      </label>
      <textarea
        id={id}
        rows={5}
        className={controlClass}
        value={text}
        aria-invalid={!valid}
        onChange={(event) => setText(event.target.value)}
        placeholder={hot.saved ? '' : hot.words.join('\n')}
      />
      {!valid && (
        <p className={styles.problem} role="alert">
          {t`最多 ${MAX_HOT_WORDS} 个词，每个不超过 20 字`}
        </p>
      )}
      <div className={styles.addRow}>
        <Button variant="primary" busy={saving} disabled={!valid} onClick={() => void save()}>
          {t`保存搜索词`}
        </Button>
      </div>
    </Panel>
  );
}
