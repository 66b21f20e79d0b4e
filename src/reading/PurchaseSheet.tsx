/**
 * The bottom sheet of a locked chapter: for a gold chapter its price, the reader's balance, a buy
 * button and the auto-buy choice for the next ones; for every locked chapter the VIP offer (to a
 * VIP on a gold chapter, that membership does not open it). Short of gold (HTTP 402), it says so
 * and offers the top-up screen instead, which leads back here.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChapterContentAnswer } from '../core/contract/reading';
import { Button, buttonClass } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { Switch } from '../ui/Switch';
import styles from './PurchaseSheet.module.css';
import { buyChapter } from './purchase.api';

type Problem = { kind: 'short' } | { kind: 'failed'; message: string } | null;

/** What the sheet calls the unit and the act for each kind of work: 话 read, 章 read, 集 watched. */
const WORDS = {
  comic: {
    title: msg`购买本话`,
    autoBuy: msg`自动购买下一话`,
    buy: (price: number) => msg`购买并阅读（${price} 金币）`,
    vipOnly: msg`开通会员即可阅读本话及全部 VIP 章节`,
    vipPays: msg`VIP 会员畅读 VIP 章节，本话需用金币购买`,
  },
  novel: {
    title: msg`购买本章`,
    autoBuy: msg`自动购买下一章`,
    buy: (price: number) => msg`购买并阅读（${price} 金币）`,
    vipOnly: msg`开通会员即可阅读本章及全部 VIP 章节`,
    vipPays: msg`VIP 会员畅读 VIP 章节，本章需用金币购买`,
  },
  video: {
    title: msg`购买本集`,
    autoBuy: msg`自动购买下一集`,
    buy: (price: number) => msg`购买并观看（${price} 金币）`,
    vipOnly: msg`开通会员即可观看本集及全部 VIP 剧集`,
    vipPays: msg`VIP 会员畅看 VIP 剧集，本集需用金币购买`,
  },
} as const;

export function PurchaseSheet({
  content,
  onClose,
  onBought,
}: {
  content: ChapterContentAnswer;
  onClose: () => void;
  /** The chapter is the reader's now (bought here, or bought before: no second charge). */
  onBought: (result: { charged: boolean; balance: number }) => void;
}) {
  const { i18n } = useLingui();
  const gold = content.chapter.access === 'gold';
  const words = WORDS[content.work.kind];
  const [autoBuy, setAutoBuy] = useState(content.auto_buy);
  const [busy, setBusy] = useState(false);
  // The top-up screen offers the way back to this very chapter once the gold has arrived.
  const here = useRouterState({ select: (s) => s.location.href });
  const [problem, setProblem] = useState<Problem>(() =>
    gold && content.balance < content.price ? { kind: 'short' } : null,
  );

  const buy = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await buyChapter(content.chapter.id, autoBuy);
      if (result.ok) onBought(result);
      else if (result.shortOfGold) setProblem({ kind: 'short' });
      else setProblem({ kind: 'failed', message: result.error.message });
    } catch {
      setProblem({ kind: 'failed', message: i18n._(msg`网络异常，请检查连接`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      title={gold ? i18n._(words.title) : <Trans>VIP 专享章节</Trans>}
      onClose={onClose}
      data-testid="purchase-sheet"
    >
      <p className={styles.chapter}>{content.chapter.title}</p>

      {gold && (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans>价格</Trans>
              </dt>
              <dd className={styles.price} data-testid="purchase-price">
                <Icon name="coin" size={18} />
                <Trans>{content.price} 金币</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>余额</Trans>
              </dt>
              <dd data-testid="purchase-balance">
                <Trans>{content.balance} 金币</Trans>
              </dd>
            </div>
          </dl>
          <Switch
            className={styles.toggle}
            label={i18n._(words.autoBuy)}
            hint={<Trans>读到付费章节时直接用金币购买，不再询问</Trans>}
            checked={autoBuy}
            onChange={setAutoBuy}
            testId="auto-buy"
          />
          {problem?.kind === 'short' ? (
            <div className={styles.problem} role="alert" data-testid="purchase-short">
              <p>
                <Trans>金币不足</Trans>
              </p>
              <Link
                className={buttonClass()}
                to="/personal/recharge"
                search={{ back: here }}
                data-testid="purchase-recharge"
              >
                <Trans>去充值</Trans>
              </Link>
            </div>
          ) : (
            <>
              {problem?.kind === 'failed' && (
                <p className={styles.error} role="alert">
                  {problem.message}
                </p>
              )}
              <Button block onClick={() => void buy()} disabled={busy} aria-busy={busy} data-testid="purchase-buy">
                {busy ? <Trans>购买中…</Trans> : i18n._(words.buy(content.price))}
              </Button>
            </>
          )}
        </>
      )}

      <Link to="/vip" className={gold ? styles.vip : `${styles.vip} ${styles.vipMain}`} data-testid="purchase-vip">
        <Icon name="vip" size={26} />
        <span>
          <strong>{content.is_vip ? <Trans>你已是 VIP</Trans> : <Trans>开通 VIP</Trans>}</strong>
          <small>
            {!gold ? (
              i18n._(words.vipOnly)
            ) : content.is_vip ? (
              i18n._(words.vipPays)
            ) : (
              <Trans>会员畅读全部 VIP 章节</Trans>
            )}
          </small>
        </span>
        <Icon name="chevron" size={18} />
      </Link>
    </Sheet>
  );
}
