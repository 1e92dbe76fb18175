rules-heading = { $game }: правила вкратце
lobby-intro = Найдите соперника: быстрый подбор, открытая партия, которую можно принять, своя заявка или вызов знакомому игроку.
lobby-quick = Быстрый подбор
lobby-post = Разместить заявку
lobby-side = Сторона
lobby-random-side = случайная сторона
lobby-random = случайно
lobby-takebacks = Возврат ходов
lobby-open-games = Открытые партии
lobby-player = Игрок
lobby-empty = Сейчас никто не ждёт: разместите заявку и подождите здесь или загляните позже.
lobby-stop = Прекратить поиск
lobby-stopped = Поиск прекращён.
lobby-sign-in-accept = Войдите, чтобы принять
lobby-you = вы
lobby-rated = на рейтинг
lobby-rated-takebacks = на рейтинг, с возвратом ходов
lobby-casual = товарищеская
lobby-waiting = Ждём соперника… (страница откроет партию, когда кто-нибудь примет заявку)
lobby-looking = Ищем соперника: { $game } { $clock }, { $kind }…
lobby-paired = Соперник найден: открываем партию…
lobby-cancelled = Заявка отменена.
lobby-starting = Партия начинается…
lobby-accepted = Заявку приняли: открываем партию…
lobby-expired = Срок вашей заявки истёк.
lobby-left = Ваша заявка покинула лобби.
doing-accept-challenge = принять вызов
doing-accept-rated = принять партию на рейтинг
doing-be-told = получать вызовы
doing-challenge = вызвать игрока
doing-decline-challenge = отклонить вызов
doing-post-rated-seek = разместить заявку на рейтинговую партию
rules-hb-board-title = Доска
rules-hb-board-1 = 9 × 13 клеток и двое ворот по три клетки: белые защищают d1–f1 и атакуют d15–f15.
rules-hb-board-2 = У каждой стороны Обезьяна (Вратарь), 2 Льва, 4 Слона и 4 Лошади; Мяч начинает в центре.
rules-hb-turn-title = Ход
rules-hb-turn-1 = От 1 до 4 шагов (в первый ход белых — 2). Шаг перемещает фигуру, переносит Мяч или бьёт по нему; «Закончить ход» завершает ход раньше.
rules-hb-turn-2 = Позиция в конце хода должна отличаться от позиции в его начале.
rules-hb-turn-3 = «Отменить шаг» возвращает шаг этого хода.
rules-hb-pieces-title = Фигуры
rules-hb-pieces-1 = Лошадь: прыгает как шахматный конь (но не если оба промежуточных поля заняты); бьёт Мяч на соседнее поле.
rules-hb-pieces-2 = Слон: на одно поле в любом направлении; бьёт Мяч ходом шахматного коня.
rules-hb-pieces-3 = Лев: на одно поле или ходом коня; бьёт Мяч на соседнее поле или ходом коня.
rules-hb-pieces-4 = Обезьяна: ходит как Лев в своей зоне ворот и в своих воротах; бьёт Мяч по прямой на 1–5 полей. Мяч, попавший в Обезьяну, отскакивает рикошетом.
rules-hb-captures-title = Взятие и красная карточка
rules-hb-captures-1 = Сбить можно только фигуру противника, владеющую Мячом: встаньте на её поле, и Мяч ваш. Мяч, упавший на фигуру, переходит к ней.
rules-hb-captures-2 = Красная карточка: если сторона скучивает больше трёх фигур (соседних по горизонтали или вертикали) или навсегда не даёт противнику добраться до Мяча, противник может снять одну из нарушивших фигур.
rules-hb-winning-title = Победа
rules-hb-winning-1 = Забейте Мяч в ворота противника. Гол в свои ворота — поражение. Сторона без допустимого шага проигрывает; партию заканчивают также сдача, ничья по согласию и часы.
rules-hn-board-title = Доска
rules-hn-board-1 = 11 × 11 клеток; трон в центре (f6) и четыре угла — запретные поля: останавливаться на них может только Король.
rules-hn-board-2 = 24 Нападающих окружают 12 Защитников и их Короля на троне. Первыми ходят Нападающие.
rules-hn-moving-title = Ходы
rules-hn-moving-1 = Каждая фигура ходит как шахматная ладья: на любое число пустых клеток по горизонтали или вертикали, не перепрыгивая.
rules-hn-capturing-title = Взятие
rules-hn-capturing-1 = Воина берут, когда ход противника зажимает его по прямой между двумя вражескими фигурами (или вражеской фигурой и пустым запретным полем).
rules-hn-capturing-2 = Ряд воинов у края можно взять разом «стеной щитов».
rules-hn-king-title = Король
rules-hn-king-1 = Короля берут, когда он окружён со всех четырёх сторон (Нападающими или троном); на краевой клетке — никогда.
rules-hn-king-2 = Он спасается — и Защитники побеждают — в углу или в крепости у края.
rules-hn-winning-title = Победа
rules-hn-winning-1 = Защитники побеждают, когда Король спасается; Нападающие — когда он взят или все Защитники окружены. Сторона, которой некуда ходить, проигрывает.
rules-cf-board-title = Доска и команды
rules-cf-board-1 = Шахматная доска 8 × 8; ворота белых — c1–f1, чёрных — c8–f8; поля начального удара — e4 и e5.
rules-cf-board-2 = Каждая сторона расставляет на своей половине команду из шести фигур: Короля, не меньше двух Пешек и ещё три фигуры.
rules-cf-match-title = Матч
rules-cf-match-1 = Два тайма, не больше 45 ходов каждой стороны в тайме. Расстановка ходом не считается.
rules-cf-match-2 = После гола команды расставляются заново, и начальный удар делает пропустившая сторона.
rules-cf-moves-title = Ходы и мяч
rules-cf-moves-1 = Фигуры ходят как в шахматах. Владеющий мячом ведёт мяч или делает передачу партнёру на поле, которое мог бы взять.
rules-cf-moves-2 = Взять можно только владеющего мячом противника; взявший получает мяч. Пешка, дошедшая до последней горизонтали, превращается.
rules-cf-scoring-title = Голы
rules-cf-scoring-1 = Доставьте мяч в ворота противника. По окончании матча побеждает сторона, забившая больше голов; при равенстве — ничья.
side-first = первая
side-second = вторая
players-versus = { $first } — { $second }
game-play = Играть
game-watch = Смотреть
game-line = { $game }: { $players }, { $clock }.
game-line-rated = { $game }: { $players }, { $clock }, на рейтинг.
clock-label-fischer = { $minutes } мин + { $seconds } с
clock-label-days = { $n ->
    [one] { $n } день на ход
    [few] { $n } дня на ход
    [many] { $n } дней на ход
   *[other] { $n } дней на ход
}
clock-label-days-hours = { $n ->
    [one] { $n } день
    [few] { $n } дня
    [many] { $n } дней
   *[other] { $n } дней
} + { $hours } ч на ход
lobby-quick-rated = Вы вошли: быстрый подбор ищет партию на рейтинг (рейтинги обоих изменятся).
lobby-quick-guest = Для гостя быстрый подбор ищет товарищескую партию: гостям открыты только товарищеские партии. { $signIn }, чтобы играть на рейтинг.
challenges-heading = Вызовы
challenges-guest = Чтобы вызывать игрока по имени и получать вызовы, нужна учётная запись: { $signIn }.
challenges-guest-link = войдите или зарегистрируйтесь
challenges-to-you = Вызовы вам
challenges-yours = Ваши вызовы
challenges-none = Открытых вызовов нет. Вызовите игрока по имени ниже или из его профиля.
challenges-games = Ваши текущие партии
challenge-a-player = Вызвать игрока
challenge-send = Вызвать
challenge-terms = { $game }, { $clock }, { $kind }
challenge-sides-random = стороны по жребию
challenge-you-play = вы играете за сторону «{ $side }»
challenge-incoming = { $name }{ $rating } вызывает вас: { $terms }; { $side }.
challenge-outgoing = Вы вызвали игрока { $name }: { $terms }; { $side }.
challenge-waiting = Ждём ответа от { $name }…
challenge-accept = Принять
challenge-decline-open = Отклонить…
challenge-decline = Отклонить
challenge-back = Назад
challenge-cancel = Отменить
challenge-reason = Причина
challenge-decline-label = Отклонить вызов от { $name }
challenge-accepting = Принимаем вызов от { $name }: партия начинается…
challenge-declined = Вы отклонили вызов от { $name } ({ $reason }).
challenge-cancelled = Ваш вызов игроку { $name } отменён.
challenge-arrived = { $name } вызывает вас: { $terms }.
challenge-accepted-opening = { $name } принимает вызов: партия открывается…
challenge-accepted-elsewhere = { $name } принимает ваш вызов; партию откроет браузер, из которого он отправлен.
challenge-sent = Вызов отправлен игроку { $name }: ждём ответа (эта страница откроет партию, когда вызов примут).
challenge-gone-declined = { $name } отклоняет вызов: { $reason }.
challenge-gone-accepted = { $name } принимает ваш вызов.
challenge-gone-withdrawn = { $name } отзывает свой вызов.
challenge-gone-expired-mine = Срок вашего вызова игроку { $name } истёк.
challenge-gone-expired = Срок вызова от { $name } истёк.
challenge-gone-left-mine = Ваш вызов игроку { $name } отозван: вы покинули лобби.
challenge-gone-left = { $name } покидает лобби: вызова больше нет.
challenge-gone-mine = Вашего вызова игроку { $name } больше нет.
challenge-gone = Вызова от { $name } больше нет.
challenge-refused-nobody = Игрока с именем «{ $name }» нет: проверьте имя (оно есть в профиле игрока).
challenge-refused-self = Нельзя вызвать самого себя: введите имя другого игрока.
challenge-refused-already = Вы уже вызвали { $name } на эту игру с этими часами: вызов есть в списке «Ваши вызовы».
challenge-refused-not-ratable = Партии на рейтинг нужны часы: выберите их или снимите отметку «На рейтинг».
challenge-refused-no-name = Введите имя игрока, которого хотите вызвать.
challenge-refused-closed = Этот вызов уже не открыт.
decline-none = без причины
decline-later = не сейчас, предложите позже
decline-too-fast = слишком быстрые часы
decline-too-slow = слишком медленные часы
decline-time-control = не с таким контролем времени
decline-casual = только товарищеские партии
decline-rated = только партии на рейтинг
decline-game = не эта игра
decline-no-bot = без партий с ботами
decline-only-bot = только партии с ботами
site-name = Настольные игры онлайн
finished-aborted = партия прервана
finished-drawn = { $how ->
    [resignation] ничья при сдаче
    [time] ничья по времени
    [agreement] ничья по согласию
    [left] ничья: соперник ушёл
   *[other] ничья
}
finished-won = { $how ->
    [resignation] вы победили: соперник сдался
    [time] вы победили по времени
    [agreement] вы победили по согласию
    [left] вы победили: соперник ушёл
   *[other] вы победили
}
finished-lost = { $how ->
    [resignation] вы проиграли: вы сдались
    [time] вы проиграли по времени
    [agreement] вы проиграли по согласию
    [left] вы проиграли: соперник ушёл
   *[other] вы проиграли
}
notice-started = Ваша партия началась: { $game }
notice-finished = Ваша партия окончена, { $how }: { $game }.
notify-heading = Уведомления
notify-button-label = { $n ->
    [0] Уведомления: ничего не ждёт
    [one] Уведомления: ждёт { $n }
   *[other] Уведомления: ждут { $n }
}
notify-new = Новые уведомления
notify-lately = Недавно
notify-nothing = Вас ничего не ждёт: ни вызовов, ни текущих партий.
notify-close = Закрыть
notify-later = Позже
notify-challenge-label = { $name } вызывает вас
notify-this-page = (эта страница)
notify-your-move = Ваш ход:
notify-your-move-left = Ваш ход (осталось { $left }):
notify-blocked = Этот браузер блокирует уведомления этого сайта (их можно разрешить в его настройках).
notify-browser-on = Уведомления браузера включены, пока эта вкладка скрыта.
notify-browser-ask = Получать уведомление браузера, пока эта вкладка скрыта?
notify-turn-on = Включить
notify-turn-off = Выключить
notify-not-allowed = Браузер не разрешил уведомления.
notify-see-end = Посмотреть конец
clock-words-delay = { $span } + { $n } с задержки
clock-words-per-turn = { $span } на ход
ended-won = Победа: { $side }
ended-won-resigned = Победа: { $side } — { $loser } сдались
ended-won-resignation = Победа: { $side } — сдача
ended-resignation = Окончена сдачей
ended-won-on-time = Победа по времени: { $side }
ended-drawn-on-time = Ничья по времени
ended-on-time = Окончена по времени
ended-drawn-agreement = Ничья по согласию
ended-drawn-move-limit = Ничья — достигнут предел ходов
ended-aborted-no-move = Прервана — никто не сделал ход вовремя
ended-aborted = Прервана
ended-drawn = Ничья
ended-no-result = Без результата
ended-why = { $result } — { $why }
doing-continue = продолжить
doing-change-password = сменить пароль
account-tab-title = Учётная запись
account-heading = Учётная запись: { $name }
account-sign-in-or-up = Вход или регистрация
account-change-password = Сменить пароль
account-current-password = Текущий пароль
account-new-password = Новый пароль
account-password-changed = Пароль изменён.
account-name = Имя
account-password = Пароль
account-create-heading = Создать учётную запись
account-create = Зарегистрироваться
account-guests = Гости могут играть без учётной записи; их партии не идут в рейтинг.
rating-chart-none = { $label }: партий на рейтинг пока нет
rating-chart = { $label }: от { $from } до { $to } за { $n ->
    [one] { $n } партию на рейтинг
    [few] { $n } партии на рейтинг
    [many] { $n } партий на рейтинг
   *[other] { $n } партий на рейтинг
} (от { $min } до { $max })
outcome-won = победа
outcome-lost = поражение
outcome-draw = ничья
outcome-none = без результата
players-bot = бот
players-bot-title = Учётная запись бота: за неё играет программа
player-missing-title = Нет такого игрока
player-missing-text = Игрока с именем «{ $name }» нет: проверьте имя или найдите игроков в рейтинг-листах.
player-missing-action = Рейтинг-листы
player-tab-title = { $name } — игрок
player-tab-title-bot = { $name } (бот) — игрок
player-since = Играет с { $date }.
player-since-online = Играет с { $date }. Сейчас в сети.
player-sign-in-to-challenge = { $signIn }, чтобы вызвать игрока { $name }.
player-challenge = Вызвать игрока { $name }
player-download = Скачать партии
player-import = Импортировать партии
player-events = Соревнования
player-ratings-caption = Рейтинги (? — предварительный рейтинг)
player-rating = Рейтинг
player-games = Партии
player-wld = В / П / Н
player-history = История
player-rating-of = Рейтинг: { $game }
player-provisional = (предварительный)
player-no-rated = Партий на рейтинг пока нет.
player-a-guest = гость
pool-title = { $game } ({ $pool })
pool-correspondence = по переписке
pool-live = Онлайн
pool-correspondence-tab = По переписке
filter-label = Отбор партий
filter-all-games = все игры
filter-any-result = любой результат
filter-drawn = ничья
filter-result = Результат
filter-opponent = Соперник
filter-submit = Показать
games-older = Более ранние партии
games-loading = Загрузка…
games-none = Партий нет.
games-shown = { $n ->
    [one] Показана { $n } партия.
    [few] Показаны { $n } партии.
    [many] Показано { $n } партий.
   *[other] Показано { $n } партий.
}
games-shown-all = { $n ->
    [one] Показана { $n } партия (все).
    [few] Показаны { $n } партии (все).
    [many] Показано { $n } партий (все).
   *[other] Показано { $n } партий (все).
}
game-item = { $game } против { $opponent }: { $outcome }{ $result }{ $unrated }{ $change }
game-item-unrated = , товарищеская
leaderboard-tab-title = { $game }: рейтинг-лист
leaderboard-heading = Рейтинг-лист: { $game }
leaderboard-pools = Рейтинговые пулы
leaderboard-empty = Никто ещё не сыграл 10 партий на рейтинг в эту игру: игрок попадает в рейтинг-лист с десятой.
leaderboard-caption = Лучшие игроки (? — предварительный рейтинг)
archive-heading = Оконченная партия
archive-title = { $players } — { $game }
archive-unrated = товарищеская
archive-clock = часы { $clock }
archive-analyse = Анализировать эту партию
archive-no-replay = Запись этой партии нельзя показать на доске: вот она в виде текста.
archive-record-summary = Начальная позиция и запись (текст)
archive-standard-start = (обычная начальная позиция игры)
archive-record = Запись
archive-missing-tab = Нет такой партии
archive-missing-title = Нет такой оконченной партии
archive-missing-text = Оконченной партии { $id } нет: ссылка может быть неверной, или партия (ещё) не в архиве.
replay-heading = Просмотр
replay-start = Начальная позиция (действие 0 из { $n })
replay-action = Действие { $at } из { $n }: { $side } { $action }
replay-first = Первая позиция
replay-last = Последняя позиция
replay-keys = Клавиши: ← и → листают партию; в просмотре Home и End переходят к началу и концу.
analysis-wins = Побеждают { $side }
analysis-wins-in = Побеждают { $side } за { $n }
analysis-share = { $n }% за сторону «{ $side }»
analysis-no-game = Игры { $game } здесь нет.
analysis-heading = { $game }: анализ
analysis-tab-title = { $game }: доска анализа
analysis-evaluation = Оценка
analysis-evaluation-is = Оценка: { $value }
analysis-position-placeholder = Позиция в нотации игры
analysis-review-game = Разобрать всю партию
analysis-review-heading = Разбор компьютером
analysis-set-up = Расставить
analysis-start-here = Начать отсюда
analysis-flip = Перевернуть
analysis-engine = Движок
analysis-explorer = Дебютный справочник
analysis-move = Ход
analysis-results = { $first } / ничья / { $second }
analysis-beyond-opening = Дальше первых 20 ходов: справочник считает только дебюты.
analysis-no-games = Ни одна партия из архива не дошла до этой позиции.
analysis-games-reached = { $n ->
    [one] { $n } партия из архива дошла до этой позиции.
    [few] { $n } партии из архива дошли до этой позиции.
    [many] { $n } партий из архива дошли до этой позиции.
   *[other] { $n } партий из архива дошли до этой позиции.
}
analysis-game-over = Партия окончена: { $result }.
analysis-engine-info = { $searcher } · глубина { $depth } · узлов: { $nodes } · { $seconds } с
analysis-thinking = Думаю…
analysis-reviewing = Разбор…
analysis-start = начало
analysis-best = лучший ход { $action }
analysis-reviewed = Разобрано позиций: { $done } из { $n }…
analysis-swings = Самые большие перепады: после { $moves }.
analysis-no-swing = Перепадов нет.
analysis-engine-off = Движок выключен.
live-heading = Идущие партии
live-all-games = Все игры
live-tv-link = Смотреть лучшую партию по ТВ
live-caption = Сначала с самым высоким рейтингом
live-players = Игроки
live-watching = Зрители
live-none = Сейчас никто не играет.
doing-list-live = посмотреть идущие партии
tv-heading = ТВ
tv-heading-game = ТВ: { $game }
tv-none = Сейчас никто не играет: следующая партия появится здесь, как только начнётся.
doing-find-tv = найти лучшую идущую партию
export-heading = Партии игрока { $name } в виде записей
export-intro = Один текстовый файл: запись каждой партии, как её описывают страницы правил, после тегов с игрой, датой, часами и игроками. Его можно импортировать здесь или в другом месте.
export-played = Скачать сыгранные партии
export-imported = Скачать импортированные партии
export-reading = Читаем архив…
export-reading-count = Читаем архив… { $n ->
    [one] { $n } партия
    [few] { $n } партии
    [many] { $n } партий
   *[other] { $n } партий
}
export-games = { $n ->
    [one] { $n } партия:
    [few] { $n } партии:
    [many] { $n } партий:
   *[other] { $n } партий:
}
doing-read-games = прочитать партии игрока { $name }
import-sign-in = Войдите, чтобы импортировать партии.
import-game-from-tag = Как указано в теге Game каждой записи
import-format-records = Записи (как скачанные здесь)
import-format-csv = CSV Copenhagen Hnefatafl (партии aagenielsen.dk)
import-submit = Импортировать
import-written-as = Формат
import-file = Файл
import-text = или записи
import-intro = Записи проигрываются по правилам: каждая принятая правилами запись сохраняется в архиве как товарищеская импортированная партия, ссылка на неё появится ниже и в списке ваших импортов; отвергнутая запись указывается с причиной. Та же запись, импортированная снова, — та же партия.
import-nothing = Нет записей для импорта.
import-progress = Импорт… прочитано записей: { $n }
import-record-game = Запись { $index }: { $game }, { $n ->
    [one] { $n } действие
    [few] { $n } действия
    [many] { $n } действий
   *[other] { $n } действий
}
import-before = (импортирована раньше)
import-record-problem = Запись { $index }: { $reason }
import-done = Импортировано партий: { $n }, импортировано раньше: { $already }, отвергнуто: { $refused }.
doing-import = импортировать записи
push-heading = Push-уведомления
push-intro = Ваш ход в партии по переписке, вызов и конец партии — на этом устройстве, даже когда сайт закрыт.
push-save-quiet = Сохранить тихие часы
push-no-quiet = Без тихих часов
push-quiet-heading = Тихие часы
push-quiet-intro = Без push-уведомлений (по вашему времени):
push-from = С
push-to = До
push-quiet-from-to = Тихо с { $from } до { $to }.
push-quiet-none = Тихих часов нет.
push-devices = Push-уведомления доходят до ваших устройств: { $n }.
push-unsupported = Этот браузер не может получать push-уведомления.
push-turn-on = Включить на этом устройстве
push-turn-off = Выключить на этом устройстве
push-on = Push-уведомления включены на этом устройстве.
push-off = Push-уведомления выключены на этом устройстве.
push-no-answer = push-сервис этого браузера не ответил
push-change-failed = Не удалось изменить: { $error }
push-not-saved = Не сохранено: { $error }
push-read-failed = Не удалось прочитать: { $error }
analysis-swing = перепад { $n }
replay-board = Доска, { $game }: { $step }
events-title = Соревнования
events-title-player = Соревнования игрока { $name }
events-col-event = Соревнование
events-col-game = Игра
events-col-format = Формат
events-col-players = Игроки
events-col-starts = Начало
events-none = Нет.
events-running = Идут
events-upcoming = Скоро
events-finished = Завершены
doing-see-events = посмотреть соревнования
events-make = Создать соревнование
events-sign-in-to-make = { $signIn }, чтобы создать соревнование.
events-name = Название
events-game = Игра
events-format = Формат
events-arena = Арена
events-swiss = Швейцарская система
events-round-robin = Круговая система
events-clock = Контроль времени (минуты+секунды)
events-rated = На рейтинг
events-starts-in = Начало через (минут)
events-length = Длительность (минут)
events-rounds = Туры
events-max = Наибольшее число игроков
events-entry = Кто может участвовать
events-entry-all = Люди и боты
events-entry-people = Только люди
events-entry-bots = Только боты
events-berserk-allowed = Берсерк разрешён (половина времени, без добавления, очко сверху за победу)
events-double = Двухкруговой турнир (каждая пара играет за обе стороны)
events-computers = Записать компьютерных игроков
events-own-rules = Только правила самой игры (без вариантов правил, без предела ходов)
events-move-limit = Предел ходов (ходов; ход, достигший его, — ничья)
events-password = Пароль (необязательно)
events-submit = Создать соревнование
events-making = Создаём соревнование…
doing-make-event = создать соревнование
events-event = Соревнование
events-page-title = { $name } — соревнование
events-meta-rated = на рейтинг
events-meta-berserk = берсерк
events-meta-by = организатор { $name }
events-meta-bots-only = только боты
events-meta-people-only = только люди
events-withdraw = Выйти
events-join = Участвовать
events-password-label = Пароль соревнования
events-sign-in-to-join = { $signIn }, чтобы участвовать.
events-your-game = Ваша партия началась: { $game }
events-versus = { $first } против { $second }
events-berserked = ⚔ берсерк: половина времени, без добавления
events-berserk = ⚔ Берсерк
doing-join-event = участвовать в соревнованиях
doing-berserk = пойти в берсерк
doing-follow-event = следить за соревнованием
events-col-player = Игрок
events-col-score = Очки
events-col-points = Очки
events-col-games = Партии
events-col-performance = Перфоманс
events-col-tie-breaks = Доп. показатели
events-standings = Таблица
events-games = Партии
events-crosstable = Турнирная таблица
events-col-round = Тур
events-col-first = Первый
events-col-second = Второй
events-col-result = Результат
events-playing = идёт
events-replay = Просмотр
events-watch = Смотреть
events-round-short = Т{ $round }
events-words-arena = Арена, { $minutes } мин
events-words-swiss = { $rounds ->
    [one] Швейцарская, { $rounds } тур
    [few] Швейцарская, { $rounds } тура
   *[many] Швейцарская, { $rounds } туров
}
events-words-double = Двухкруговой турнир
events-words-round-robin = Круговой турнир
events-starts-in-clock = Начало через { $clock }
events-is-finished = Завершено
events-ends-in = Конец через { $clock }
events-round-going = Идёт тур { $round } из { $rounds }
events-round-soon = Скоро начнётся тур { $round } из { $rounds }
events-cross-win = В{ $place }
events-cross-draw = Н{ $place }
events-cross-loss = П{ $place }
events-cross-bye = своб.