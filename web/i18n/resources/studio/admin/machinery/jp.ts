import type { adminMachineryEn } from './en'

export const adminMachineryJp: typeof adminMachineryEn = {
  'page_encoding-callback-resender': 'エンコード完了通知',
  'title_encoding-callback-resender': '届かなかったエンコード完了通知',
  'lead_encoding-callback-resender':
    'エンコードは終わったのにカタログが完了通知を受け取っておらず、コンテンツがエンコード中のままです。完了通知を再送します。',
  callbackSearch: 'ID で探す',
  callbackSearchHint: 'コンテンツ、ジョブ、またはクリエイターの ID。',
  callbackNone: '終わったエンコードはすべてカタログに届いています。',
  callbackList: '届かなかった完了通知',
  callbackKind_audio: '音声',
  callbackKind_video: '動画',
  callbackKind_subtitle: '字幕',
  callbackMeta: 'ジョブ {{job}} · クリエイター {{creator}} · {{due}} 完了',
  callbackRefused: 'カタログが拒否: {{error}}',
  callbackLost: 'カタログから応答がありませんでした。',
  callbackResend: '完了通知を再送',
  callbackConfirm:
    'コンテンツ {{content}} の完了通知をカタログに再送しますか?エンコード済みファイルが再生可能になります。',
  callbackSent: 'カタログが {{content}} の完了通知を受け取りました。',
  callbackAlready: 'カタログは {{content}} の完了通知を受け取り済みです。変更はありません。',
  page_servercache: 'サーバーキャッシュ',
  title_servercache: 'サーバーキャッシュ',
  lead_servercache:
    '公開ファイルをアドレスで消去し、サイトのキャッシュバージョンを上げます。管理者はすぐに、ユーザーは 20 分以内に反映されます。',
  cacheRuleTitle: '反映のタイミング',
  cacheRuleUsers:
    '公開画像・サムネイル・プレビュー(/api/upload/pics, thumbnail, preview):ユーザーのブラウザは再確認まで最大 {{minutes}} 分保持します。',
  cacheRuleAdmins:
    '管理者の消去はすぐに適用されます。応答に、どのキャッシュにもない新しいアドレスが返ります。',
  cacheRuleOthers:
    'サーバー自体はキャッシュを持ちません。その他の応答(キュレーションページ、コンテンツ詳細など)は各領域が決めたブラウザのキャッシュ時間に従い、消去や新しいバージョンの影響を受けません。',
  cachePurgeTitle: 'ファイルを消去',
  cacheAddresses: '公開アドレス',
  cacheAddressesHint:
    '1 行に 1 つ。例:/api/upload/pics/<id>、/api/upload/thumbnail/<コンテンツ ID>_ko。最大 100 件。',
  cachePurge: '消去',
  cachePurgeConfirm_one:
    '{{count}} 件のファイルを消去しますか?ユーザーには 20 分以内に新しいファイルが届きます。',
  cachePurgeConfirm_other:
    '{{count}} 件のファイルを消去しますか?ユーザーには 20 分以内に新しいファイルが届きます。',
  cachePurged: '消去:{{count}} 件。見つからない:{{missing}} 件。',
  cachePurgedList: '消去したファイル',
  cacheVersionMove: 'バージョン {{from}} → {{to}}',
  cacheMissing: 'このアドレスの公開ファイルはありません',
  cacheVersionTitle: 'サイトのキャッシュバージョン',
  cacheVersionNow: 'バージョン {{version}}、{{date}} に更新。',
  cacheVersionNever: 'バージョン 0:未更新。',
  cacheBump: 'キャッシュバージョンを上げる',
  cacheBumpConfirm:
    'サイトのキャッシュバージョンを上げますか?すべての公開ファイルのタグが変わり、ユーザーは {{minutes}} 分以内に再取得します。',
  cacheBumped: 'サイトのキャッシュバージョンは {{version}} になりました。',
}
