import type { Migration } from 'kysely'
import { describe, expect, it } from 'vitest'
import { allMigrations, joinMigrations } from './migrations'

/**
 * Every migration an existing database has run, by name. A name that changes or goes is
 * run again or never; a new migration is added here too.
 */
const applied = [
  '0001_core_settings',
  '0100_accounts_users',
  '0101_accounts_sessions',
  '0102_accounts_verification',
  '0103_accounts_guests',
  '0104_accounts_guest_registrations',
  '0105_accounts_login_throttle_by_client',
  '0106_accounts_suspensions',
  '0108_accounts_session_scope',
  '0109_accounts_attempts_in_limit_store',
  '0200_wallet_ledger',
  '0210_wallet_hold_functions',
  '0211_wallet_lock_accounts_in_order',
  '0220_wallet_hold_batches',
  '0230_wallet_hold_set_based',
  '0240_wallet_balanced_new_entries',
  '0245_wallet_hold_batch_plans',
  '0250_payments',
  '0300_stories_contents',
  '0301_stories_canvases',
  '0302_stories_compiled_versions',
  '0303_stories_daily_stats',
  '0304_story_purchases',
  '0305_story_draft_versions',
  '0350_chat_rooms_and_messages',
  '0351_image_unlocks',
  '0352_system_and_test_prompts',
  '0353_turn_payment_and_story_owner',
  '0354_stream_event_runs',
  '0355_room_messages_revision',
  '0356_prompt_logs_as_json',
  '0357_room_pins',
  '0360_chat_coupons',
  '0361_story_comments',
  '0362_story_comment_rewards',
  '0363_story_comment_rewards_paid',
  '0364_story_review_ratings',
  '0370_creator_test_allowance',
  '0371_draft_test_rooms',
  '0390_reply_ratings',
  '0391_room_rollback_undo',
  '0400_content_contents',
  '0401_content_issued_ids',
  '0402_content_watch_history',
  '0410_content_interaction',
  '0411_content_rating_fee_payments',
  '0420_content_search_functions',
  '0421_content_search_indexes',
  '0422_content_search_inlined',
  '0423_content_search_description_grams',
  '0430_content_recommend',
  '0435_content_purchases',
  '0436_shopping_cart_items',
  '0450_uploads_assets',
  '0470_notifications',
  '0480_assets_story_assets',
  '0490_encoding_jobs',
  '0500_channels',
  '0501_channel_fan_events',
  '0515_channel_billing',
  '0516_channel_billing_coupons',
  '0530_wallet_creator_daily',
  '0531_revenue_settlements',
  '0532_revenue_activity',
  '0550_emoticons',
  '0560_discord',
  '0561_discord_outbox_done',
  '0570_live',
  '0580_live_tickets',
  '0581_live_admin',
  '0582_live_ticket_bonus',
  '0583_live_tool_keys',
  '0584_live_entry_rules',
  '0590_live_schedules',
  '0593_live_replays',
  '0594_live_replay_uploads',
  '0597_live_thumbnails',
  '0598_live_reminders',
  '0599_live_viewers',
  '0600_livechat',
  '0601_livechat_message_emoticons',
  '0602_livechat_anonymous_bans',
  '0620_livedonations',
  '0621_livedonation_roulette',
  '0622_livedonation_missions',
  '0623_livedonation_mission_stakes_unfinished',
  '0624_livedonation_mission_nickname',
  '0630_livedonation_sponsors',
  '0635_livedonation_tts',
  '0636_livedonation_overlay',
  '0640_live_ads',
  '0650_limit_budgets',
  '0720_livechat_notices',
  '0740_comment_threads',
  '0741_channel_follows',
  '0780_live_applications',
  '0781_live_key_refused_at',
]

describe('the migration list', () => {
  it('holds every area migration under its applied name, in name order', () => {
    expect(Object.keys(allMigrations).sort()).toEqual(applied)
  })

  it('refuses two migrations of one name', () => {
    const migration: Migration = { up: async () => {} }
    expect(() => joinMigrations([{ '0001_a': migration }, { '0001_a': migration }])).toThrow(
      'Two migrations are named 0001_a',
    )
    expect(Object.keys(joinMigrations([{ '0002_b': migration }, { '0001_a': migration }]))).toEqual(
      ['0002_b', '0001_a'],
    )
  })
})
