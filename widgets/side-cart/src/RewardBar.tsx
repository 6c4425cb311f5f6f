import type { CartSnapshot } from '@vitrine/contract';
import { t } from '@vitrine/core';
import './french.ts';

/** The reward progress bar (spec §2.8): the shop's message as text, and how far the cart is. */
export function RewardBar({ reward }: { reward: CartSnapshot['reward'] }) {
  if (!reward) return null;
  const percent = Math.round(reward.progress * 100);
  return (
    <div className={`fkcart-reward ${reward.achieved ? 'is-achieved' : ''}`.trim()}>
      <p className="fkcart-reward-message">{reward.message}</p>
      <div
        className="fkcart-reward-bar"
        role="progressbar"
        aria-label={t('Reward progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={reward.message}
      >
        <span className="fkcart-reward-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
