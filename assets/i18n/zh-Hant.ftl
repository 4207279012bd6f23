# 聖胡安：牌桌的繁體中文文字。訊息、屬性與變數都與 en.ftl 相同（`cargo test` 會檢查）；
# 只有 $you 可省略（中文的「你」與他人用同一種句型）。卡牌、職業與貨物名稱依中文規則書；
# 建築功能的說明文字為本專案自行撰寫。
#
# $name 是玩家顯示的名字（沒填名字的人顯示為「你」）。

## 術語

-vp = 分

## 應用程式

app-title = 聖胡安
you-name = 你
name-bruno = 布魯諾
name-carmen = 卡門
name-diego = 迪亞哥
name-elena = 艾琳娜
name-felipe = 費利佩
name-gloria = 葛洛莉亞
lang-label = 語言
ok = 確定
close = 關閉
cancel = 取消
manifest-description = 在瀏覽器中與電腦對手玩聖胡安卡牌遊戲，離線也能玩。
update-available = 有新版本
update-reload = 重新載入

## 通知

notice-replay-failed = 無法重播這份紀錄：{ $detail }
notice-illegal-bot-move = 電腦玩家的背景執行緒回傳了不合法的一步（{ $detail }）；電腦玩家改在本頁執行，強度為普通。
notice-no-workers = 這個瀏覽器無法在背景執行電腦玩家。電腦玩家改在本頁執行，強度為普通。
notice-no-answer = 電腦玩家的背景執行緒 { $seconds } 秒內沒有回應。電腦玩家改在本頁執行，強度為普通。
notice-start-failed = 無法開始這局遊戲：{ $detail }
notice-resume-failed = 無法繼續這局遊戲：{ $detail }
notice-move-refused = 不能這樣走：{ $detail }
notice-saved-elsewhere = 這個瀏覽器的另一個分頁儲存了一局遊戲。為免覆蓋它，本分頁不再儲存：重新載入即可從那裡繼續。
notice-export-failed = 匯出失敗：{ $detail }
notice-file-unreadable = 無法讀取檔案。
notice-link-copied = 連結已複製。它能在任何裝置上開啟這局遊戲的這一刻，離線也行：
notice-link-manual = 這個瀏覽器不讓連結進入剪貼簿：請手動複製（點一下即可全選）：
notice-link-not-made = 無法建立連結：{ $detail }
notice-link-failed = 這個連結無法開啟遊戲：{ $detail }
notice-lang-failed = 無法載入「{ $lang }」的文字（{ $detail }），牌桌維持原本的語言。請在連線時再試一次。

## 損壞的存檔

damaged-intro = 無法繼續已儲存的遊戲：
damaged-outro = 你可以下載原樣的存檔，並開始新遊戲。
damaged-download = 下載存檔
damaged-details = 詳細資訊
save-not-json = 存檔不是本遊戲可讀的文字：它被截斷了，或在遊戲之外被修改過
save-not-ours = 這不是聖胡安的存檔
save-other-version = 存檔來自另一個版本的遊戲（存檔版本 { $found }，本遊戲讀取版本 { $wanted }）
save-no-version = 存檔沒有版本
save-damaged = 存檔已損壞：有部分內容遺失或無法讀取
save-does-not-resume = 存檔中的行動無法從遊戲開頭重新進行：它被修改過，或由規則不同的版本所做

## 新遊戲

setup-intro = Andreas Seyfarth 設計的卡牌遊戲：建設城市、生產並出售貨物、明智地選擇職業。你將與 1 到 7 個電腦玩家對戰，或與朋友共用這台裝置輪流遊玩。
help-open = 遊戲說明
stats-none = 這個瀏覽器還沒有完成的遊戲。
stats-line = 已玩：{ $played } 局 · 獲勝：{ $won } 局 · 平均得分：{ $average } { -vp }
daily-title = 今日牌局
daily-play = 玩今日牌局
daily-terms = 今天（UTC）每個人都是同一副牌：{ $players } 人，你對上 { $bots } 個困難電腦，第一版，不提供提示。
daily-tried = 你今天已經開始過今日牌局：每天只算一次，現在再玩是練習。
daily-stats = 已玩天數：{ $played } · 獲勝：{ $won } · 連續：{ $streak } 天（最長 { $best } 天）
daily-badge = { $practice ->
    [yes] 今日牌局，{ $date }：練習
   *[no] 今日牌局，{ $date }
}
daily-share = San Juan 今日牌局 { $date }{ $practice ->
    [yes] （練習）
   *[no] {""}
}：{ $result ->
    [won] 獲勝
   *[lost] 未獲勝
}，{ $vp } { -vp }
daily-share-button = 分享結果
daily-share-copied = 已複製。貼到聊天或論壇吧。
daily-share-manual = 複製這段文字來分享：
rating-title = 你的等級分
rating-line = { $rating } ± { $margin }（{ $games } 局計分遊戲後）
rating-none = 還沒有計分的遊戲。和電腦對戰就會得到與電腦同一尺度的等級分：中等電腦是 { $medium }，困難電腦是 { $hard }。
rating-apart = { $apart } 局用了提示或有引導的遊戲另外計算，不影響等級分。
rating-chart = 每局計分遊戲後的等級分
rating-chart-x = 計分遊戲
rating-person = { $name }：{ $line }
field-name = 你的名字
field-players = 玩家人數
players-count = { $count } 人
field-opponents = 對手
level-easy = 簡單
level-medium = 普通
level-hard = 困難
level-expert = 專家
field-levels = 強度
field-rivals = 有風格的對手
rival-production = 實業家：貨物、交易與工會大廳
rival-production-seat = 實業家
rival-production-style = 每種貨物都蓋一座生產建築，幾乎每回合都生產和交易，並把手牌留給工會大廳。兩人局對普通電腦勝率 { $wins }%。
rival-violet = 建築師：紫色建築與市政廳
rival-violet-seat = 建築師
rival-violet-style = 先蓋採石場和木工坊，用紫色建築填滿城市，再靠市政廳為它們得分。兩人局對普通電腦勝率 { $wins }%。
rival-chapel = 禮拜堂守護者：每回合壓一張牌在禮拜堂下
rival-chapel-seat = 禮拜堂守護者
rival-chapel-style = 很早就蓋禮拜堂，每回合在下面壓一張多餘的牌；議員和礦工讓它手牌常滿。兩人局對普通電腦勝率 { $wins }%。
rival-rush = 速攻者：便宜建築，快速終局
rival-rush-seat = 速攻者
rival-rush-style = 只要能蓋就選建築工，用最便宜的建築填滿城市，讓遊戲在慢速計畫回本前結束。兩人局對普通電腦勝率 { $wins }%。
field-starting-hands = 起始手牌變體（摸 5 到 8 張，留 4 張）
field-seed = 種子（選填：相同的種子發出相同的牌局）
seed-placeholder = 隨機
seed-error = 種子必須是 0 到 18446744073709551615 的整數（或留空）。
field-speed = 電腦速度
speed-instant = 立即
speed-normal = 一般
speed-slow = 慢速
start = 開始
back-to-game = 回到遊戲
import-record = 遊戲紀錄（JSON，來自「匯出紀錄」）
import-choose = 選擇檔案…
confirm-abandon = 遊戲正在進行。要放棄並開始新遊戲嗎？
confirm-abandon-yes = 開始新遊戲
import-title = 重播遊戲

## 頂部列

top-round = 第 { $round } 回合 · 長官：{ $name }
top-bots = 電腦
export = 匯出紀錄
new-game = 新遊戲

## 座位

who-bot = { $level ->
    [easy] 簡單電腦
    [hard] 困難電腦
    [expert] 專家電腦
    [rival] 風格對手電腦
   *[medium] 普通電腦
}
who-bot-in-page = { $level ->
    [easy] 簡單電腦，本頁執行
    [hard] 困難電腦，本頁執行
    [expert] 專家電腦，本頁執行
    [rival] 風格對手電腦，本頁執行
   *[medium] 普通電腦，本頁執行
}
area-city = { $name }的城市
area-governor = 長官
area-governor-title = 持有長官牌：本回合第一個選擇職業
area-your-turn = 輪到你
area-deciding = 思考中…
area-hand = 手牌 { $count } 張
area-chapel = 禮拜堂：{ $count } 張牌
area-chapel-hidden = 禮拜堂：不公開
area-buildings = { $count }/{ $limit } 座建築
area-vp = { $vp } { -vp }
hand-title = { $name }的手牌
hand-empty = 沒有手牌。
drawn-councillor = { $name }的議員摸牌
drawn-gold-mine = { $name }的金礦

## 卡牌

card-vp = { $vp } { -vp }
card-good = 貨物
card-said = ，費用 { $cost }，{ $vp } { -vp }，{ $kind }：{ $text }
card-holds-good = 上面有貨物。
card-shows-details = 顯示詳情。
card-new = 新
card-new-said = 剛摸到的牌。
card-built = 新
card-built-said = 剛蓋好的建築。
area-drew = 剛摸了 { $count } 張
card-info = 完整說明：{ $name }
tip-details = 提示：牌上的「i」按鈕可顯示完整說明。輕觸沒有亮起的牌也可以。
tip-dismiss = 知道了
card-facts = { $kind } · 費用 { $cost } · { $vp } { -vp }
kind-production = 生產建築 · { $good }
kind-violet = 紫色建築
kind-monument = 紀念碑
kind-six = 紫色 · 6 元建築
verb-build = 建造
verb-build-for = 花 { $cost } 建造
verb-build-free = 免費建造
verb-build-over = 覆蓋建造
verb-build-over-for = 花 { $cost } 覆蓋建造
verb-build-over-free = 免費覆蓋建造
verb-build-choose = 建造…
verb-pay = 支付
verb-discard = 棄掉
verb-tuck = 埋入禮拜堂
verb-keep = 保留
verb-produce = 生產
verb-sell = 出售

## 牌桌中央

roles-label = 職業
placard-not-taken = 尚無人選擇
placard-taken = 已被 { $name } 選走
placard-in-play = 進行中 · { $name } 選擇
placard-in-play-library = 進行中 · { $name } 選擇（圖書館）
placard-choose = 選擇{ $role }
placard-library = 用圖書館 ×2
house-title = 商行
house-selling = 目前售價
house-this-round = 本回合的商行牌
house-none = 本回合尚未翻開商行牌
house-stack = { $count } 張背面朝上
house-next = 下一張商行牌（商行牌會依相同順序回來）：
house-unseen = 未見過：{ $count }
piles-label = 牌堆
pile-supply = 摸牌堆
pile-discard = 棄牌堆
log-title = 遊戲紀錄
log-earlier = 顯示較早的 { $count } 行

## 提示

turn-over = 遊戲結束。
play-again = 再玩一局
turn-yours = 輪到你。{ $decision }
turn-where = 輪到你。要把「{ $building }」蓋在哪裡？
turn-other = { $name }正在思考。{ $decision }
prompt-new-place = 把「{ $building }」蓋在新位置
prompt-cost-free = （免費）
prompt-cost-pay = （支付 { $cost }）
prompt-pay-good = 用貨物支付：
prompt-show-choices = 顯示選項
hint-crane-new-or-over = 蓋在新位置，或覆蓋你一座亮起的建築（起重機）。
hint-crane-over = 覆蓋你一座亮起的建築（起重機）。
pass = 跳過
pass-build = 不建造
pass-produce = 不再生產
pass-sell = 不再出售
pass-chapel = 不埋牌
decision-starting-hand = 起始手牌：再棄 { $count } 張牌（留下 4 張）。
decision-role = 選擇一個職業。
decision-build-yours = { $discount ->
    [0] 建設階段：從手牌選一座建築來建造，或不建造。
   *[other] 建設階段：從手牌選一座建築來建造（建築工少付 { $discount } 張牌），或不建造。
}
decision-build-other = { $discount ->
    [0] 建設階段：建造中。
   *[other] 建設階段：建造中（建築工少付 { $discount } 張牌）。
}
decision-pay = 支付「{ $building }」：還要 { $count } 張牌。
decision-pay-goods = 支付「{ $building }」：還要 { $count } 張牌（或用黑市以最多 { $goods } 個貨物代替）。
decision-produce-yours = 生產階段：選一座空的生產建築（還可生產 { $count } 個貨物），或停止。
decision-produce-other = 生產階段：生產中。
decision-sell-yours = 交易階段：選一個要出售的貨物（還可出售 { $count } 個貨物），或停止。
decision-sell-other = 交易階段：出售中。
decision-keep = 議員：從摸到的牌中保留 { $count } 張。
decision-councillor-discard = 議員（檔案館）：從手牌棄掉 { $count } 張牌。
decision-gold-mine = 金礦：從四張牌中保留一張。
decision-chapel-yours = 禮拜堂：從手牌埋一張牌到下面，或不埋。
decision-chapel-other = 禮拜堂：可埋一張牌。
decision-hand-limit = 手牌上限：棄掉 { $count } 張牌。

## 遊戲紀錄

log-game-started = 新遊戲，{ $players } 名玩家。{ $name }是長官。
log-starting-hand = { $name }保留 4 張牌，棄掉 { $count } 張牌。
log-round = 第 { $round } 回合：{ $name }是長官。
log-role = { $name }選擇了{ $role }。
log-role-library = { $name }選擇了{ $role }，並用圖書館使特權加倍。
log-passed = { $role ->
    [builder] { $name }沒有建造。
    [producer] { $name }沒有生產。
    [trader] { $name }沒有出售。
    [councillor] { $name }沒有拿牌。
    [explorer] { $name }沒有拿牌。
    [captain] { $name }沒有運貨。
   *[other] { $name }什麼也沒得到。
}
log-built = { $name }花 { $count } 張牌建造了「{ $building }」。
log-built-free = { $name }免費建造了「{ $building }」。
log-built-goods = { $name }花 { $count } 張牌和 { $goods } 個貨物建造了「{ $building }」。
log-built-over = { $name }花 { $count } 張牌在「{ $over }」上蓋了「{ $building }」。
log-built-over-free = { $name }免費在「{ $over }」上蓋了「{ $building }」。
log-built-over-goods = { $name }花 { $count } 張牌和 { $goods } 個貨物在「{ $over }」上蓋了「{ $building }」。
log-good-lost = { $name }被覆蓋建築上的{ $good }棄掉了。
log-produced = { $name }生產了{ $good }。
log-tile = 商行售價：{ $prices }。
log-sold = { $name }以 { $count } 張牌賣出{ $good }。
log-drew = { $reason ->
    [market-stand] { $name }摸了 { $count } 張牌（交易站）。
    [market-hall] { $name }摸了 { $count } 張牌（交易大廳）。
    [well] { $name }摸了 { $count } 張牌（水井）。
    [carpenter] { $name }摸了 { $count } 張牌（木工坊）。
    [poor-house] { $name }摸了 { $count } 張牌（貧民院）。
    [hut] { $name }摸了 { $count } 張牌（小屋）。
    [tavern] { $name }摸了 { $count } 張牌（酒館）。
   *[prospector] { $name }以礦工身分摸了 { $count } 張牌。
}
log-councilled = { $name }摸了 { $count } 張牌，保留 { $kept } 張。
log-councilled-archive = { $name }摸了 { $count } 張牌，從手牌棄掉 { $discarded } 張牌（檔案館）。
log-gold-mine = { $name }的金礦翻開：{ $cards }。
log-gold-mine-card = { $building }（{ $cost }）
log-gold-mine-kept = { $name }從金礦留下了「{ $building }」。
log-gold-mine-nothing = { $name }的金礦一無所獲（有兩張費用相同）。
log-tucked-own = { $name }把一張牌埋到禮拜堂下。
log-tucked = { $name }把一張牌埋到自己的禮拜堂下。
log-hand-limit = { $name }棄掉 { $count } 張牌，降到手牌上限。
log-reshuffled = 摸牌堆用完了：棄牌堆的 { $count } 張牌洗成新的摸牌堆。
log-draw-skipped = { $name }已無牌可摸。
log-game-ended = { $names }蓋了第 12 座建築：遊戲結束。
list-and = { $first }和{ $second }
# The names before the last in a list of three or more ("A, B and C").
list-comma = { $first }、{ $second }
prices = { $good } { $price }
prices-separator = 、

## 計分

score-title = 最終得分
score-winner = 勝者
score-buildings = 建築
score-total = 總分
score-tie-break = 平手時：手牌 + 貨物
verdict-wins = { $name }以 { $vp } { -vp }獲勝。
verdict-tie-break = 同為 { $vp } { -vp }：{ $name }以手牌和貨物 { $count } 張勝出。
verdict-shared = { $names }以 { $vp } { -vp }共享勝利（手牌和貨物也相同）。

## 重播

replay-first = 第一步
replay-back = 上一步
replay-back-label = 退回一步
replay-forward = 下一步
replay-forward-label = 前進一步
replay-last = 最後一步
replay-step = 第 { $step } 步，共 { $total } 步
replay-seen-by = 視角
link-copy = 複製連結
link-copy-every = 複製連結（所有座位的視角）
replay-seat-kept = 這個連結只顯示這個座位的視角。

## 遊戲說明

help-intro = 每張牌有三種用途：蓋在城市裡的建築、手中的錢（用其他手牌支付建築費用），或是背面朝上放在生產建築上的貨物。遊戲結束時勝利點數最多的人獲勝。
help-round-title = 一個回合
help-round = 每位玩家開始時城市裡有一座染料廠，手上有 4 張牌。從長官開始，每位玩家輪流從本回合還沒人選的職業中選一個。接著所有人從選擇者開始，都可以執行該職業的行動，而選擇者還能獲得它的特權。任何人都可以放棄行動。兩人遊戲時，長官在對手之後再選第二個職業，因此每回合會進行五個職業中的三個。
help-role-line = ：{ $action }；{ $privilege }。
help-violet = 大多數紫色建築會改變擁有者的這些行動（建造更便宜、多一張牌、多賣一個貨物）：詳見每張牌的完整說明。
help-between-title = 回合之間
help-between = 長官牌傳給左手邊的玩家。禮拜堂的擁有者可以從手牌埋一張牌到禮拜堂下。手牌超過 7 張（有塔樓則 12 張）的人，自行選擇棄到上限。
help-end-title = 遊戲結束
help-end = 在某人的城市達到 { $limit } 座建築的那個建設階段後，遊戲立即結束。計算每座建築的勝利點數、禮拜堂下每張牌 1 分，以及工會大廳、市政廳、凱鏇門和宮殿的獎勵分。平手時，手牌加貨物最多者獲勝。
help-table-title = 在這張牌桌上
help-table = 底部的一行說明目前要決定什麼。你的選項會亮起並標明點擊後的動作；負擔得起的建築會顯示所有折扣後的價格。支付時逐張點擊要付出的牌。牌上的「i」按鈕可顯示完整說明；點擊不是選項的牌，或在任何牌上按右鍵或長按也可以。側邊的紀錄告訴你大家做了什麼；每一步之後遊戲都會存在這個瀏覽器中。

## 貨物

good-indigo = 靛青
good-sugar = 蔗糖
good-tobacco = 菸草
good-coffee = 咖啡
good-silver = 白銀

## 職業

role-builder = 建築工
    .action = 每人可建造一座建築
    .privilege = 選擇者少付 1 張牌
    .help = 從手牌打出一張牌放進你的城市，並棄掉同樣數量的其他手牌支付費用。生產建築可以重複，每種紫色建築每座城市只能有一座。
role-producer = 生產者
    .action = 每人可生產一個貨物
    .privilege = 選擇者多生產 1 個
    .help = 不看牌面，從摸牌堆拿最上面一張，背面朝上放在一座空的生產建築上：這就是該建築種類的貨物。
role-trader = 商人
    .action = 每人可出售一個貨物
    .privilege = 選擇者多賣 1 個
    .help = 商人翻開下一張商行牌。出售貨物時把它棄掉，並依商行牌上該貨物的價格摸牌。
role-councillor = 議員
    .action = 每人摸 2 張留 1 張
    .privilege = 選擇者摸 5 張
    .help = 摸幾張牌，保留其中一張，其餘棄掉。
role-prospector = 礦工
    .action = 其他人無行動
    .privilege = 選擇者摸 1 張牌
    .help = 只有選擇者摸一張牌。
role-gold-digger = 淘金者
    .action = 其他人無行動
    .privilege = 選擇者摸 1 張牌
    .help = 只有選擇者摸一張牌。
role-explorer = 探險家
    .action = 翻開數張牌，每人拿一張
    .privilege = 選擇者先挑；有圖書館可拿兩張
    .help = 從摸牌堆翻開與玩家人數相同的牌；從探險家開始，每人拿一張。
role-captain = 船長
    .action = 每人可運出同一種貨物
    .privilege = 選擇者多運一種
    .help = 船長指定一種貨物；每位玩家可運出所有該種貨物，每個 1 勝利點數。
role-viceroy = 總督
    .action = 其他人無行動
    .privilege = 選擇者下回合先行
    .help = 只有選擇者得利：下回合由他第一個行動。

## 建築

card-indigo-plant = 染料廠
    .short = 生產靛青（售價 1）。
    .full = 生產建築。生產階段可從摸牌堆拿一張牌背面朝上放在上面，作為一個靛青貨物，交易階段可換得 1 張牌。
card-sugar-mill = 糖磨坊
    .short = 生產蔗糖（售價 1–2）。
    .full = 生產建築。一次只能放一個蔗糖貨物；蔗糖依商行牌換得 1 或 2 張牌。
card-tobacco-storage = 菸草倉庫
    .short = 生產菸草（售價 1–2）。
    .full = 生產建築。一次只能放一個菸草貨物；菸草依商行牌換得 1 或 2 張牌。
card-coffee-roaster = 咖啡作坊
    .short = 生產咖啡（售價 2–3）。
    .full = 生產建築。一次只能放一個咖啡貨物；咖啡依商行牌換得 2 或 3 張牌。
card-silver-smelter = 煉銀廠
    .short = 生產白銀（售價 2–3）。
    .full = 生產建築。一次只能放一個白銀貨物；白銀依商行牌換得 2 或 3 張牌。
card-smithy = 鐵匠坊
    .short = 生產建築少付 1 張。
    .full = 每次建造生產建築時少付一張牌（最少為零）。
card-gold-mine = 金礦
    .short = 礦工：翻 4 張，費用全不同？留一張。
    .full = 不論誰選了礦工，你都翻開摸牌堆最上面四張。若它們的費用全不相同，你拿一張進手牌，其餘進棄牌堆。
card-archive = 檔案館
    .short = 議員：摸到的牌先進手牌。
    .full = 議員階段摸到的牌先進你的手牌，然後從整副手牌中棄掉原本該棄的張數。
card-poor-house = 貧民院
    .short = 建造後手牌 0–1 張？摸 1 張。
    .full = 建設階段建造後，若你手牌不超過一張，摸一張牌。
card-black-market = 黑市
    .short = 最多 2 張費用改用貨物付。
    .full = 建造時最多兩張的費用可改用你生產建築上的貨物支付（貨物不翻開直接進棄牌堆）。
card-trading-post = 商棧
    .short = 商人：多賣 1 個貨物。
    .full = 交易階段可以比平常多賣一個貨物。
card-well = 水井
    .short = 生產 2 個以上：摸 1 張。
    .full = 在你至少生產兩個貨物的生產階段，摸一張牌。
card-market-stand = 交易站
    .short = 賣出 2 個以上：摸 1 張。
    .full = 在你至少賣出兩個貨物的交易階段，摸一張牌。
card-crane = 起重機
    .short = 可蓋在自己的建築上。
    .full = 可以把新建築蓋在自己的一座建築上（不能蓋起重機本身，也不能蓋相同的建築）。只需支付費用差額；被蓋住的建築離場，上面的貨物棄掉。
card-chapel = 禮拜堂
    .short = 每回合埋一張牌：每張 1 分。
    .full = 每回合開始時，可從手牌埋一張牌到禮拜堂下（背面朝上）。遊戲結束時每張值 1 分；對手看不到有幾張。
card-tower = 塔樓
    .short = 手牌上限為 12 張。
    .full = 每回合開始時，手牌上限為十二張而不是七張。
card-aqueduct = 水渠
    .short = 生產者：多生產 1 個貨物。
    .full = 生產階段可以比平常多生產一個貨物。
card-carpenter = 木工坊
    .short = 蓋紫色建築：摸 1 張。
    .full = 每次建造紫色建築（木工坊本身之後），摸一張牌。
card-prefecture = 官邸
    .short = 議員：保留 2 張牌。
    .full = 議員階段從摸到的牌中保留兩張而不是一張。
card-market-hall = 交易大廳
    .short = 賣出至少 1 個：多摸 1 張。
    .full = 在你至少賣出一個貨物的交易階段，額外摸一張牌（總共一張，不是每個貨物一張）。
card-quarry = 採石場
    .short = 紫色建築少付 1 張。
    .full = 每次建造紫色建築時少付一張牌（最少為零）。
card-library = 圖書館
    .short = 你所選職業的特權加倍。
    .full = 你選擇的職業特權加倍：建築工省 2 張，生產者或商人多 2 個貨物，議員摸 8 張，礦工摸 2 張。兩人遊戲每回合限一次。
card-statue = 雕像
    .short = 紀念碑：只有勝利點數。
    .full = 紀念碑：沒有功能，但值 3 個勝利點數。
card-victory-column = 勝利之柱
    .short = 紀念碑：只有勝利點數。
    .full = 紀念碑：沒有功能，但值 4 個勝利點數。
card-hero = 英雄像
    .short = 紀念碑：只有勝利點數。
    .full = 紀念碑：沒有功能，但值 5 個勝利點數。
card-guild-hall = 工會大廳
    .short = 結束：每座生產建築 2 分。
    .full = 遊戲結束時：你城市中每座生產建築得 2 分。
card-city-hall = 市政廳
    .short = 結束：每座紫色建築 1 分。
    .full = 遊戲結束時：你城市中每座紫色建築得 1 分，包括市政廳本身。
card-triumphal-arch = 凱鏇門
    .short = 結束：1 / 2 / 3 座紀念碑得 4 / 6 / 8 分。
    .full = 遊戲結束時：城市中有一座紀念碑（雕像、勝利之柱、英雄像）得 4 分，兩座得 6 分，三座得 8 分。
card-palace = 宮殿
    .short = 結束：每 4 分多得 1 分。
    .full = 遊戲結束時最後計算：其他得分每滿 4 分，額外得 1 分。

## 新建築

log-office = { $name }交換了 { $count } 張牌（辦公樓）。
log-bank-own = { $name }把 { $count } 張牌放到銀行下。
log-bank = { $name }把一些牌放到自己的銀行下。
log-customs-good = { $name }的海關上多了一個貨物。
log-sold-customs = { $name }賣出海關的貨物，換得 { $count } 張牌。
log-harbor-own = { $name }把一個賣出的貨物放到港口下。
log-harbor = { $name }把一個賣出的貨物放到自己的港口下。
log-goldsmith-kept = { $name }的金匠翻開「{ $building }」：沒有人建有，收入手中。
log-goldsmith-discarded = { $name }的金匠翻開「{ $building }」：已有人建有，棄掉。
decision-office-yours = 辦公樓：最多棄掉 { $count } 張牌並摸同樣張數，或停止。
decision-office-other = 辦公樓：可交換牌。
decision-bank-yours = 銀行（每局一次）：把任意手牌放到下面，或暫不使用。
decision-bank-more = 銀行：再放一張，或停止。
decision-bank-other = 銀行：可放牌。
pass-bank = 暫不
pass-stop = 停止

card-guard-room = 警衛室
    .short = 手牌上限 7；沒有則為 6。
    .full = 每輪開始時手牌最多可留七張；在使用新建築的遊戲中，沒有警衛室的玩家上限為六張（有塔樓仍為十二張）。
card-office-building = 辦公樓
    .short = 輪初：換掉 1–2 張手牌。
    .full = 每輪開始時，在禮拜堂之前，可棄掉一或兩張手牌並摸同樣數量的新牌。
card-hut = 小屋
    .short = 商人階段無人賣出：摸 1 張。
    .full = 若商人階段結束時沒有任何人賣出貨物，摸一張牌。
card-tavern = 酒館
    .short = 建築師階段後建築最少？摸 1 張。
    .full = 在建好它的那個建築師階段之後，每個建築師階段結束時，若沒有人的建築比你少且有人比你多，摸一張牌。
card-park = 公園
    .short = 用起重機蓋在其上：減 6。
    .full = 本身沒有功能，但用起重機蓋在公園上的建築少付六張牌，而不是三張。
card-customs-office = 海關
    .short = 議員階段放一個貨物；賣 2 張。
    .full = 每個議員階段，若海關上沒有貨物，牌庫頂的牌面朝下放上作為貨物。賣出它算作你的一次出售，總是換得兩張牌，不論價格表為何；對其他建築它也是貨物。
card-bank = 銀行
    .short = 一局一次，輪初：任意張牌放其下，每張 1 分。
    .full = 每局一次，在某輪開始時（禮拜堂生效時），可將任意張手牌面朝下放在銀行下。遊戲結束時每張 1 分；對手看不到有幾張。
card-harbor = 港口
    .short = 每個有出售的商人階段：1 個貨物放其下，1 分。
    .full = 在你出售貨物的每個商人階段，賣出的貨物之一面朝下放在港口下，而不是棄牌堆：遊戲結束時每張 1 分。
card-goldsmith = 金匠
    .short = 淘金者：翻一張牌；無人建有？收入手中。
    .full = 每個淘金者階段翻開牌庫頂的一張牌。若沒有任何人（包括你）的城市中有該建築，你將它收入手中；否則棄掉。
card-residence = 宅邸
    .short = 結束：每組三座同費用建築 4 / 3 / 2 / 1 分。
    .full = 遊戲結束時：你城市中每組三座費用相同的不同建築，第一組 4 分，第二組 3 分，第三組 2 分，第四組 1 分。兩座相同的生產建築可分在兩組，不能在同一組。
card-cathedral = 大教堂
    .short = 結束：對手的 6 費建築 4 / 7 / 9 / 10 分。
    .full = 放在角色卡旁，全局一張。任何玩家都可在建築師階段將它作為自己的建造（費用 7，紫色建築）。遊戲結束時：其他玩家城市中有 1、2、3、4 座以上 6 費建築，分別得 4、7、9、10 分。
field-edition = 規則
edition-first = 第一版（2004）
edition-second = 第二版（2014）
field-new-buildings = 新建築與大教堂
cathedral-title = 大教堂
area-bank = 銀行：{ $count } 張牌
area-bank-hidden = 銀行：不公開
area-harbor = 港口：{ $count } 張牌
area-harbor-hidden = 港口：不公開
prompt-pay-customs = 用海關的貨物支付
card-gold-mine-second =
    .short = 淘金者：4 張牌費用皆不同？留下最便宜的。
    .full = 不論誰選擇淘金者，你翻開牌庫頂的四張牌。若費用全不相同，最便宜的一張收入手中；其餘棄掉。
card-guild-hall-second =
    .short = 結束：每座生產建築 1 分，每種 1 分。
    .full = 遊戲結束時：你城市中每座生產建築 1 分，每種生產建築再 1 分。
card-crane-second =
    .short = 蓋在自己的建築上；舊建築棄掉。
    .full = 你可以把新建築蓋在自己的一座建築上（不能是起重機本身，也不能是相同建築）。只付費用差額；被蓋住的建築連同貨物進入棄牌堆；被蓋住的禮拜堂下的牌保留並計分。
help-second-edition-title = 第二版
help-second-edition = 在新遊戲畫面選擇。有三座建築不同：金礦翻開的四張牌若費用全不相同，你得到最便宜的一張；工會大廳每座生產建築 1 分，每種再 1 分；被起重機蓋住的建築進入棄牌堆（被蓋住的禮拜堂下的牌仍計分）。
help-new-buildings-title = 新建築
help-new-buildings = 不論哪套規則，牌庫都加入 33 張牌（十種新紫色建築和四張生產建築），大教堂放在角色卡旁：任何人都可在建築師階段把它當作自己的建造。沒有警衛室的手牌上限為 6。每輪開始時先是辦公樓，再是禮拜堂與銀行，最後是手牌上限。每張牌的完整說明寫明其功能。

# 事件
kind-event = 事件
card-earthquake = 地震
    .short = 每人棄掉自己的一座建築。
    .full = 從你開始順時針，每位玩家選擇自己城市中的一座建築放入棄牌堆，連同上面的貨物和下面的牌。
card-debt-relief = 債務減免
    .short = 每人摸 3 張牌。
    .full = 從你開始順時針，每位玩家從摸牌堆摸三張牌到手中。
card-taxes = 稅收
    .short = 其他每位玩家棄 1 張手牌。
    .full = 從你的下一位開始順時針，其他每位玩家自選棄掉一張手牌（如果有）。你不用棄牌。
card-amnesty = 大赦
    .short = 每人可換掉任意張手牌。
    .full = 從你開始順時針，每位玩家可一次棄掉任意張手牌，並摸同樣張數的新牌。
card-construction = 建設熱潮
    .short = 每人可免費建造一座 1–4 元的建築。
    .full = 從你開始順時針，每位玩家可從手中免費建造一座印製價格 1 到 4 的建築。其他建築都不起作用（起重機、木匠、救濟院、酒館都不算）。若有人達到 12 座建築，等每人都完成免費建造後遊戲結束。
card-governors-visit = 長官視察
    .short = 再執行一次本輪已選過的角色。
    .full = 拿一張本輪已被選過的角色，帶特權再執行一次（圖書館不會加倍）；其他人照常執行行動。若因此蓋了第 12 座建築，這個回合結束後遊戲結束。
log-event-turned-up = 翻出事件「{ $event }」：它正面朝上放在角色旁，並補摸一張牌代替。
log-event-set-off = { $name }發動了事件「{ $event }」。
log-visited-role = { $name }再次執行「{ $role }」（長官視察）。
log-building-discarded = { $count ->
    [0] { $name }棄掉了「{ $building }」（地震）。
   *[other] { $name }棄掉了「{ $building }」，連同 { $count } 張牌（地震）。
}
log-tax-paid = { $name }棄掉一張手牌（稅收）。
log-amnesty = { $count ->
    [0] { $name }保留了所有手牌（大赦）。
   *[other] { $name }換了 { $count } 張牌（大赦）。
}
log-construction-passed = { $name }沒有建造（建設熱潮）。
log-debt-relief = { $name }摸了 { $count } 張牌（債務減免）。
decision-visit-role = 長官視察：選一張本輪已選過的角色，帶特權再執行一次。
decision-earthquake-yours = 地震：選擇你要棄掉的一座建築。
decision-earthquake-other = 地震：正在棄掉一座建築。
decision-taxes-yours = 稅收：棄掉一張手牌。
decision-taxes-other = 稅收：正在棄掉一張手牌。
decision-amnesty-yours = 大赦：棄掉任意張手牌並摸同樣張數，或停止。
decision-amnesty-other = 大赦：可交換手牌。
decision-construction-yours = 建設熱潮：從手中免費建造一座 1 到 4 元的建築，或不建造。
decision-construction-other = 建設熱潮：可免費建造一座建築。
pass-amnesty = 保留手牌
placard-visit = 再執行{ $role }
placard-in-play-visit = 進行中 · { $name } 總督視察
event-card-kind = （事件）
event-in-play = 進行中 · { $name } 發動
events-gone = 已發動：{ $events }
events-title = 事件
events-none = 沒有正面朝上的事件。
event-set-off = 發動
event-set-off-label = 發動事件「{ $event }」，代替選擇角色
field-events = 事件（六張事件牌）
help-events-title = 事件
help-events = 六張事件牌洗入摸牌堆。事件一旦被看見（發牌、摸牌、翻開時），就正面朝上放在角色旁，並以下一張牌代替：它不會留在手中。背面朝上拿走的牌（貨物、禮拜堂、銀行或港口下的牌）只是一張牌。玩家在自己回合開始時，可以不選角色，改為發動一張正面朝上的事件；從他開始順時針結算，之後移出遊戲。建築不影響事件。

# 5 至 8 人
log-gold-digger = { $name }摸了 { $count } 張牌（淘金者）。
log-explorer-revealed = { $name }翻開 { $count } 張牌，供每人挑選（探險家）。
log-explorer-took = { $name }拿了「{ $building }」（探險家）。
log-captain-named = { $name }指定運出的貨物：{ $good }（船長）。
log-shipped = { $count ->
    [0] { $name }沒有運出{ $good }。
   *[other] { $name }運出 { $count } 個{ $good }（遊戲結束時 { $count } 勝利點數）。
}
log-viceroy = { $name }將在下一輪最先行動（總督）。
decision-explorer-yours = 探險家：從翻開的牌中拿 { $count } 張到手中。
decision-explorer-other = 探險家：正在拿牌。
decision-captain-yours = 船長：指定一種貨物；然後你和其他人都可運出自己所有該種貨物，或一個也不運（遊戲結束時每個 1 勝利點數）。
decision-captain-yours-saved-before = 船長：指定一種貨物；你會立刻運出自己所有該種貨物（這局遊戲存檔於船長可保留貨物之前），然後其他人都可運出自己所有該種貨物，或一個也不運（遊戲結束時每個 1 勝利點數）。
decision-captain-other = 船長：正在指定貨物。
decision-ship-one-yours = 船長特權：再運出一個其他種類的貨物，或不運。
decision-ship-one-other = 船長：可再運出一個貨物。
decision-ship-yours = 船長：運出你所有的{ $good }（遊戲結束時每個 1 勝利點數），或保留。
decision-ship-other = 船長：可運出{ $good }。
pass-ship = 不運出
name-hugo = 雨果
name-ines = 伊內絲
name-jorge = 豪爾赫
name-lucia = 露西亞
field-extra-roles = 額外角色（5 至 8 人：角色比玩家多一個）
extra-roles-fixed = 依玩家人數固定
extra-roles-chosen = 自選：四個中選 { $count } 個
extra-roles-pick = 請勾選 { $count } 個額外角色（已勾選 { $chosen } 個）。
field-one-deck = 只用一副牌（不加第二套牌；淘金者每輪可被選兩次）
field-gold-mine-once = 每座金礦每輪最多發動一次
field-gold-digger-fires = 淘金者也像礦工一樣發動金礦和金匠
area-goods = 貨物 { $count } 個
area-shipped = 已運出：{ $count }
drawn-explorer = { $you ->
    [yes] 你的探險家：翻開供所有人挑選的牌
   *[no] { $name }的探險家：翻開供所有人挑選的牌
}
prompt-ship = 運出
score-shipped = 運出的貨物
top-viceroy-next = { $you ->
    [yes] 下一輪由你最先行動（總督）
   *[no] 下一輪由{ $name }最先行動（總督）
}
top-first-turn = { $you ->
    [yes] 本輪由你最先行動（總督）
   *[no] 本輪由{ $name }最先行動（總督）
}
help-many-title = 5 至 8 人
help-many = 5 至 8 人遊戲時，牌堆加入部分牌的第二套，並加入更多交易所板塊；角色比玩家多一個：在五個角色之外，玩家每多於 4 人便加一個：淘金者、探險家、船長、總督（依人數按此順序固定，或在新遊戲畫面自選）。5 人只用一副牌時不加牌；此時礦工每輪可被選兩次。
undo = 復原
undo-title = 收回你上一個決定（Ctrl+Z）
hint-ask = 困難電腦會怎麼做？
hint-thinking = 困難電腦思考中…
hint-hard = 困難電腦的選擇：{ $action }。
hint-medium = 困難電腦無法使用；普通電腦的選擇：{ $action }。
hint-searched = 它依你看得到的資訊（猜測看不到的牌）把這一步推演了 { $games } 局，你贏了其中的 { $percent }%。
hint-rule = 這類決定它依簡單的經驗法則判斷，不做搜尋。
hint-only-choice = 你沒有其他選擇。
hint-nothing = 電腦在此沒有建議。
hint-tag = 提示
hint-said = 電腦的建議。
hint-do-role = 選擇{ $role }
hint-do-role-library = 選擇{ $role }並用圖書館使特權加倍
hint-do-visit = 再執行{ $role }
hint-do-build = 建造「{ $building }」
hint-do-build-over = 在「{ $over }」上覆蓋建造「{ $building }」
hint-do-pay = 用「{ $building }」支付
hint-do-pay-good = 用貨物支付：{ $good }
hint-do-produce = 生產{ $good }
hint-do-sell = 出售{ $good }
hint-do-sell-customs = 出售海關的貨物
hint-do-keep = 保留「{ $building }」
hint-do-discard = 棄掉「{ $building }」
hint-do-tuck-chapel = 把「{ $building }」埋到禮拜堂下
hint-do-tuck-bank = 把「{ $building }」放到銀行下
hint-do-set-off = 發動「{ $event }」
hint-do-discard-building = 從你的城市棄掉「{ $building }」
hint-do-ship = 運出{ $good }

## 最終得分下方：各回合的分數圖
score-chart-title = 各回合的分數
score-chart-round = 回合
score-chart-vp = { -vp }
score-chart-said = 每位玩家在第 1 至第 { $rounds } 回合結束時的分數，最後一項為遊戲結束時：
score-chart-line = { $name }：{ $figures } { -vp }

## Pass-and-play
seat-person = 真人
seat-number = 玩家 { $seat }
seat-person-name = 玩家 { $seat } 的名字
seat-name-missing = 每位真人玩家都需要名字：玩家 { $seat } 還沒有。
seat-name-twice = 兩位真人玩家同名：請給玩家 { $seat } 另一個名字。
who-person = 真人
field-no-hints = 本局不提供提示（沒有「困難電腦會怎麼做？」）
stats-by-name = 依名字的成績
stats-person = { $name }：{ $line }
hand-over-title = 請把裝置交給 { $name }
hand-over-take = 我是 { $name }
hand-over-bots = 電腦正在行動。輪到下一位真人玩家前，桌面保持遮蓋。
hand-over-hidden = 桌面已遮蓋，誰也看不到別人的手牌。
hand-over-public = 桌面（所有人都看得到的部分）
hand-over-recap = { $name }，自你上次決定以來
hand-over-show = 顯示我的手牌
## Keyboard and screen reader
announce-label = 其他玩家做了什麼
announce-score = { $name } { $vp } { -vp }
announce-end = 遊戲結束。{ $verdict }得分：{ $scores }。
skip-to-decision = 跳到要做的決定
decision-label = 你的決定
opponents-label = 其他玩家
keys-title = 用鍵盤遊玩
keys-decision = D，或牌桌頂端的連結：跳到要做的決定（第一個選項）。輪到你決定時，焦點會自動移到那裡，除非你正在閱讀別處。
keys-hand = H：跳到你的手牌。L：跳到遊戲紀錄。
keys-arrows = Tab 在各組之間移動（手牌、角色牌、每座城市、提示列）；方向鍵、Home 和 End 在組內移動。
keys-details = 在牌上按 I（或內容選單鍵、Shift+F10）：顯示完整說明。按 Escape 關閉。
keys-undo = Ctrl+Z（Mac 上為 ⌘Z）：收回你上一個決定。
keys-single = 單字母快捷鍵（D、H、L）

## The table on one screen (a narrow screen's top bar)
top-log = 紀錄
top-menu = 選單
## Game review
review-start = 檢討這局
review-seat = 檢討這個座位
review-title = { $you ->
    [yes] 你的決定檢討
   *[no] { $name } 的決定檢討
}
review-progress = 已評估 { $done } / { $total } 個決定
review-time-left = 約剩 { $seconds } 秒
review-cancel = 取消檢討
review-summary = 準確度 { $accuracy }（滿分 100）：每個決定平均損失 { $loss } 個百分點的勝率，共 { $decisions } 個決定。
review-marks-title = 標記的決定
review-no-marks = 沒有任何決定的損失超出模擬對局的雜訊而需要標記。
review-entry = 第 { $round } 回合：{ $action } — { $mark }，損失 { $loss } 個百分點
review-mark-inaccuracy = 不精確
review-mark-mistake = 失誤
review-mark-blunder = 大錯
review-played = 實際選擇：{ $action }。之後的模擬對局勝出 { $percent }%。
review-best = 困難電腦會選：{ $action }。勝出 { $percent }%。
review-same = 困難電腦也會這樣選。
review-graph-title = 每個決定後的勝率
review-graph-share = 勝出 (%)
review-graph-decision = 決定
review-graph-said = 在 { $decisions } 個決定中，所選答案的勝率（百分比）：{ $figures }。
## Learn to play (the guided first game and the expansions' first-time guides)
learn-to-play = 學習玩法
learn-to-play-about = 與簡單電腦對戰的一局，提示框會一步步告訴你該按哪裡、為什麼。
stats-guided = 已完成的教學局：{ $count }
guide-label = 教學
guide-step = 第 { $step } 步，共 { $total } 步
guide-next = 下一步
guide-close = 關閉教學
guide-never = 不再顯示
guide-also = 這樣也可以：{ $action }。教學會從你的選擇繼續。
guide-suggested = 建議：{ $action }
guide-governor = 這一輪長官牌在你手上，所以由你先選角色。下一輪開始時，長官牌會交給對手。
guide-roles = 從長官開始，每位玩家輪流拿走其中一張角色牌。兩人遊戲時，長官在一輪結束前還會再拿一張。這一輪已被拿走的角色，要到下一輪才能再選。
guide-builder = 選擇建築工：每位玩家都可以蓋一棟建築，而選了這個角色的你少付一張牌。這個折扣就是角色的特權。
guide-build = 蓋這張牌。它的按鈕寫著扣掉所有折扣後你要付多少。費用用手牌支付。
guide-pay = 用你最不需要的牌支付。手上的每張牌都是錢；付出去的牌會進入棄牌堆。
guide-city-limit = 你的城市一次增加一棟建築。當有城市在建築階段達到 12 棟建築，該階段結束後遊戲就結束，所以要留意每個人有幾棟。
guide-producer = 選擇生產者：每棟空著的生產建築都可以放一個貨物，而選擇者還能多放一個。
guide-produce = 在這棟生產建築上放一個貨物。它會背面朝上留在那裡，直到你賣掉它。
guide-trader = 選擇商人：每位玩家可以賣一個貨物，而選擇者可以多賣一個。
guide-trading-house = 這個階段翻開的商行板塊，標示每種貨物能換到幾張牌。
guide-sell = 賣掉最值錢的貨物。賺到的牌會從牌庫直接進入你的手牌。
guide-councillor = 選擇議員：每位玩家抽兩張牌並留下一張；你抽五張，同樣留下一張。
guide-keep = 留下你的城市最需要的那張牌，其餘的會進入棄牌堆。
guide-prospector = 選擇礦工：只有你抽一張牌，其他人什麼都沒有。當其他角色對對手的幫助比對你更大時很有用。
guide-smithy = 蓋鐵匠坊。紫色建築整局都在為你效力：有了鐵匠坊，每棟生產建築你都少付一張牌。
guide-hand-limit = 每輪開始時，手牌不能超過 7 張。把多的牌丟掉；便宜的牌最不可惜。
guide-hint = 不知道該怎麼做？這個按鈕會問困難電腦在你的位置會怎麼選，以及原因。它從不替你出手。
guide-log = 接下來由你自己玩。遊戲紀錄會寫下發生的每件事，讓你隨時知道對手做了什麼。
guide-end = 遊戲結束。最終得分加總每位玩家建築的勝利點數，以及 6 費建築的額外分數。隨時可以再開一局。
guide-second-roles = 第二版的角色和每輪的順序都和你熟悉的一樣。
guide-second-cards = 這個版本有幾張牌的效果稍有不同，例如金礦、公會和起重機。點牌上的「i」可以看完整說明。
guide-second-help = 需要時，「遊戲說明」會扼要整理規則。
guide-new-cathedral = 大教堂放在角色牌旁邊。任何玩家都可以在建築階段把它當作自己要蓋的建築；遊戲結束時，它依其他人的 6 費建築計分。
guide-new-cards = 新建築會把新的牌加入牌庫。點牌上的「i」看完整說明，了解它的作用。
guide-new-help = 「遊戲說明」也介紹了新的牌。
guide-events-cards = 翻開的事件牌放在這裡。玩家可以不選角色，改為發動其中一張。
guide-events-set-off = 「發動」會立刻執行這個事件來代替選角色。先看它的完整說明：它對別人的幫助可能和對你一樣大。
guide-events-log = 遊戲紀錄會寫下每個事件做了什麼、影響了誰。
guide-many-roles = 5 到 8 人遊戲時，角色比玩家多一個：新的角色牌在這裡。
guide-many-opponents = 每位對手佔一行。展開它就能看到整座城市。
guide-many-deck = 牌庫裡每張牌都有兩份，所以每種建築都更多。

## 最近的對局（檢討）
recent-title = 最近的對局
recent-seat = { $name } { $points } { -vp }
recent-review = 檢討
recent-review-label = 檢討：{ $game }
