nav-site = Сайт
nav-home = Главная
nav-lobby = Лобби
nav-watch = Смотреть
nav-leaderboards = Рейтинги
signed-in-as = Вы вошли как
nav-account = Учётная запись
sign-out = Выйти
sign-in-up = Войти / зарегистрироваться
language-label = Язык
theme-auto = Тема: как в системе
theme-light = Тема: светлая
theme-dark = Тема: тёмная
title-start = Ханнибол, Хнефатафл, Шахматный футбол — играть в браузере
title-lobby = Лобби — найти соперника
title-join = { $game }: присоединиться к партии
title-rules = { $game }: правила
title-games = Партии, которые идут сейчас
title-tv = ТВ
title-tv-game = ТВ: { $game }
title-your-move = ● Ваш ход · { $title }
title-game-over = Партия окончена · { $title }
start-heading = Три настольные игры вживую в вашем браузере
start-a-game = Начать партию
start-rules = Правила
play-game = Играть: { $game }
preview-label = { $game }: позиция
start-game = Игра
start-position = Позиция
start-position-label = Начальная позиция
start-position-placeholder = начальная позиция (пусто: исходная расстановка игры)
start-play-against = Соперник:
start-opponent = Соперник
start-opponent-friend = друг (ссылка-приглашение)
start-opponent-computer = компьютер
start-as = сторона:
start-side = Ваша сторона
start-computer = Компьютер
start-strength = Сила компьютера
strength-quick = быстрый (0,1 с на ход)
strength-medium = средний (0,5 с на ход)
strength-strong = сильный (2 с на ход)
start-clock = Часы
clock-none = без часов
clock-fischer = минуты + добавление
clock-per-turn = фиксированное время на ход
clock-minutes-label = Минут каждому
clock-increment-label = Добавление в секундах
clock-per-turn-label = Секунд на ход
clock-min-plus = мин +
clock-seconds-a-turn = с за ход
clock-fischer-invalid = часам нужно больше 0 минут и добавление от 0 секунд
clock-per-turn-invalid = часам нужно больше 0 секунд на ход
start-rated-friend = На рейтинг (друг входит в учётную запись, чтобы присоединиться)
start-rated-computer = На рейтинг (ваш и компьютера)
start-create = Создать партию
start-play-computer = Играть с компьютером
start-computer-unrated = С заданной позиции, с фиксированным временем на ход или с долями минуты на часах партия идёт не на рейтинг.
computer-level-easy = Лёгкий
computer-level-medium = Средний
computer-level-hard = Сильный
computer-how-easy = делает выигрывающий сразу ход, если видит его, иначе любой допустимый ход
computer-how-medium = поиск по дереву Монте-Карло, десятая доля секунды на ход
computer-how-hard = поиск по дереву Монте-Карло, секунда на ход
computer-how = { $name }: { $how }.
start-rated-needs-clock = партии на рейтинг нужны часы: ушедший игрок тогда проигрывает по времени
start-rated-initial-position = партия на рейтинг начинается с исходной расстановки: очистите позицию
start-challenge-not-taken = { $name } не принял вызов: попробуйте ещё раз
start-my-games = Ваши партии в этом браузере
start-my-game = { $game }, сторона: { $side }
start-forget = Забыть
start-forget-label = Забыть партию { $game } { $id }
copy = Копировать
copied = Скопировано
play-spectating = Вы зритель
play-you-play = Ваша сторона: { $side }
play-rematch = Новая партия с теми же настройками
play-seek-again = Искать нового соперника
play-hide-result = Скрыть результат, чтобы видеть доску
play-choose-action = Выберите действие
play-choose = Выберите:
cancel = Отмена
accept = Принять
decline = Отклонить
rated = На рейтинг
play-undo = Отменить шаг
play-resign = Сдаться
play-resign-confirm = Сдать эту партию?
play-offer-draw = Предложить ничью
play-propose-takeback = Попросить вернуть ход
play-takeback-title = Попросить вернуть ваш последний ход
play-abort = Прервать партию
play-abort-title = Закончить партию без результата: можно, пока обе стороны не сделали ход
play-claim-win = Потребовать победу
play-claim-draw = Объявить ничью
play-previous = Предыдущая позиция
play-next = Следующая позиция
play-live = Сейчас
play-moves = Ходы
play-every-change = Все изменения
play-record = Запись
play-flip = Перевернуть доску
play-flip-title = Повернуть доску другой стороной
play-spectator-link = Ссылка для зрителей
play-invite-link = Ссылка-приглашение
play-revoke = Отозвать приглашение
play-revoke-confirm = Отозвать приглашение? Тогда никто не сможет занять место, и партия не начнётся.
play-sending = Отправляется { $move }…
play-sending-offline = Отправляется { $move }… связи пока нет: ход уйдёт, как только сервер станет доступен.
play-waiting-join = Ждём соперника ({ $side })
play-waiting-invite = Ждём, когда соперник ({ $side }) откроет ссылку-приглашение…
play-invitation-revoked-short = Приглашение отозвано: эта партия не может начаться
play-invitation-revoked = Приглашение для стороны «{ $side }» отозвано. Никто не может занять место, поэтому партия не начнётся; она будет прервана, когда истечёт время ожидания.
play-viewing = Просмотр версии { $version } ({ $action })
play-your-move = ваш ход
play-draw-offered-by = ничью предлагает сторона «{ $side }»
play-computer-thinking = Компьютер думает…
play-computer-late = Компьютер не отвечает уже { $seconds } с (он думает { $think } с на ход): сервер, возможно, занят. Партия сохранена; его ход появится здесь, когда придёт.
play-legal-failed = Не удалось загрузить возможные ходы: { $reason } Пробуем снова…
play-load-failed = Не удалось загрузить партию: { $reason } Пробуем снова…
play-unreachable = Сервер недоступен, поэтому действие могло не выполниться: доска покажет, выполнено ли оно.
play-no-such-game = Партии { $id } нет: ссылка неверна, или партия давно закончилась и удалена.
play-start-new = Начать новую партию
game-over = Партия окончена: { $result }
game-over-reason = Партия окончена: { $result } — { $reason }
why-over = Партия окончена.
why-not-seated = Партия начнётся, когда присоединится соперник.
why-sending = Отправка…
why-past = Вы смотрите прошлую позицию: нажмите «Сейчас», чтобы играть.
why-their-turn = Ход стороны «{ $side }».
why-loading = Загружаются возможные ходы…
why-not-possible = Сейчас невозможно.
why-no-undo = В этом ходе нет шага, который можно отменить.
why-takeback-pending = Просьба вернуть ход ждёт ответа.
gone-you = Вас не было: соперник может потребовать победу
gone-opponent = Ваш соперник покинул партию
gone-side = Сторона «{ $side }» покинула партию
gone-you-can-claim = Вы сможете потребовать победу через { $seconds } с.
gone-can-be-claimed = Победу можно будет потребовать через { $seconds } с.
draw-you-offered = Вы предложили ничью; ждём ответа.
draw-offered-by = Ничью предлагает сторона «{ $side }».
draw-lapsed = { $who ->
    [you] Ваше предложение ничьей
   *[other] Предложение ничьей стороны «{ $side }»
} истекло: вместо ответа был сделан ход
draw-declined = { $who ->
    [you] Ваше предложение ничьей
   *[other] Предложение ничьей стороны «{ $side }»
} отклонено
takeback-you-proposed = Вы попросили вернуть ход; ждём ответа.
takeback-proposed-by = Сторона «{ $side }» просит вернуть ход.
takeback-you-proposed-short = Вы попросили вернуть ход
takeback-proposed-by-short = Сторона «{ $side }» просит вернуть ход
takeback-accepted = { $who ->
    [you] Ваша просьба вернуть ход
   *[other] Просьба стороны «{ $side }» вернуть ход
} принята: снова ход стороны «{ $mover }»
takeback-lapsed = { $who ->
    [you] Ваша просьба вернуть ход
   *[other] Просьба стороны «{ $side }» вернуть ход
} истекла: вместо ответа был сделан ход
takeback-declined = { $who ->
    [you] Ваша просьба вернуть ход
   *[other] Просьба стороны «{ $side }» вернуть ход
} отклонена
takeback-taken = Ход возвращён: снова ход стороны «{ $side }»
occupant-computer = компьютер
occupant-guest = гость
occupant-nobody = пока никого
occupant-you = (вы)
clock-starts = Часы пойдут с первого хода стороны «{ $side }».
side-white = Белые
side-black = Чёрные
side-attackers = Нападающие
side-defenders = Защитники
side-nobody = никто
result-white-won = Белые выиграли
result-black-won = Чёрные выиграли
result-attackers-won = Нападающие выиграли
result-defenders-won = Защитники выиграли
result-drawn = Ничья
result-aborted = Прервана
hb-blurb = Футбол, в который играют как в шахматы, на поле 9 × 13 с двумя воротами: Обезьяна, Львы, Слоны и Лошади ведут, передают и бьют один Мяч. До четырёх шагов за ход; гол приносит победу.
hb-summary = Ход: { $side } · осталось шагов: { $left } из { $limit }
hb-red-card-remove = красная карточка: можно снять фигуру
hb-end-turn = Закончить ход
hn-blurb = Игра викингов об осаде на доске 11 × 11: защитники ведут своего Короля в угол, нападающие, которых вдвое больше, пытаются окружить его.
hn-summary = Ход: { $side } · ход { $move }
cf-blurb = Шахматные фигуры играют в футбол на шахматной доске: расставьте команду из шести, ведите и передавайте мяч шахматными ходами и забивайте в двух таймах по 45 ходов.
cf-summary = { $phase ->
    [place] Расстановка: { $side }
    [kickoff] Начальный удар: { $side }
   *[play] Ход: { $side }
} · тайм { $half } · { $phase ->
    [place] расстановка
    [kickoff] начальный удар
   *[play] игра
} · счёт { $score }
cf-no-move = Без хода (--)
end-full-time = конец матча
end-resignation = сдача
end-draw-agreed = ничья по соглашению
end-timeout = время истекло
end-abandoned = первый ход не сделан вовремя
end-aborted = прервана игроком
end-opponent-left = соперник ушёл
end-goal = гол
end-own-goal = автогол
end-no-legal-step = нет допустимого шага
end-king-escaped = Король ушёл в угол
end-exit-fort = крепость у края
end-king-captured = Король взят
end-encirclement = окружение
end-no-legal-move = нет допустимого хода
end-move-limit = достигнут предел ходов
end-perpetual-repetition = позиция повторилась в третий раз (вечное повторение: защитники проигрывают)
fact-turn = Ход
fact-to-move = Ходят
fact-steps-left = Осталось шагов
fact-steps-of = { $left } из { $limit }
fact-ball = Мяч
fact-ball-loose = свободен на { $square }
fact-ball-on = { $side }, { $square }
fact-ball-at = на { $square }
fact-red-card = Красная карточка
fact-red-card-may = { $side }: можно снять фигуру
fact-red-card-used = { $side }: наказание использовано
fact-none = нет
fact-this-turn = В этом ходе
fact-score = Счёт
fact-half = Тайм
fact-phase = Фаза
cf-phase = { $phase ->
    [place] расстановка
    [kickoff] начальный удар
   *[play] игра
}
fact-moves = Ходы
fact-kicking-off = Начальный удар
fact-moves-made = Сделано ходов
fact-king = Король
fact-king-captured = взят
fact-last-move = Последний ход
play-sounds = Звуки
conn-connecting = соединение
conn-live = в эфире
conn-reconnecting = переподключение…
conn-ended = партия окончена
rematch-offer = Реванш (стороны меняются)
rematch-offered = Реванш предложен: ждём соперника…
rematch-offered-to-you = Соперник предлагает реванш.
rematch-accept = Принять реванш
rematch-starts = Реванш начинается…
rematch-expired = Предложение реванша истекло.
span-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[other] { $n } дней
}
span-hours = { $n } ч
span-minutes = { $n } мин
span-seconds = { $n } с
control-fischer = { $initial } + { $increment }
control-delay = { $initial }, задержка { $delay }
control-per-turn = { $span } на ход
versus-title = { $first } — { $second } · { $game }
join-back = Вернуться на своё место ({ $side })
join-anyway = Всё равно занять другое место
join-own = Это ссылка-приглашение для вашего соперника. Вы создали эту партию и играете за сторону «{ $side }»: отправьте ссылку тому, с кем хотите играть; она действует один раз.
join-taking = Занимаем ваше место…
join-spectate = Смотреть партию
join-unusable = Этим приглашением нельзя воспользоваться.
join-not-yet = Пока не удалось занять место.
try-again = Попробовать снова
missing-title = Страница не найдена
missing-tab-title = { $title } — настольные игры
missing-text = Страницы { $path } нет: возможно, адрес набран с ошибкой или ссылка сюда устарела.
missing-start = На главную страницу
missing-elsewhere = Другие разделы сайта
missing-home = Главная: сыграть партию
missing-lobby = Лобби
wait-moment = немного
wait-second = секунду
wait-seconds = { $n } с
wait-minutes = { $n } мин
sign-in-to = Войдите, чтобы { $doing }.
doing-offer-rematch = предложить реванш
doing-play-rated = сыграть партию на рейтинг
doing-play-seat = играть на этом месте
doing-take-rated-seat = занять место в этой партии на рейтинг
failure-unreachable = Сервер недоступен: проверьте соединение; страница попробует снова.
failure-unreachable-plain = Сервер недоступен: проверьте соединение.
failure-deadline = Сервер не ответил вовремя: проверьте соединение и попробуйте снова.
failure-cancelled = Запрос отменён.
failure-unknown = Что-то пошло не так. Перезагрузите страницу и попробуйте снова.
failure-refused = Сервер отказал: { $message }
failure-refused-plain = Сервер отказал. Перезагрузите страницу и попробуйте снова.
reason-invalid-game-id = Адрес этой партии неверен: проверьте присланную ссылку.
reason-invalid-position = Эту начальную позицию не удаётся прочитать ({ $detail }). Проверьте её или оставьте поле пустым, чтобы начать с обычной расстановки.
reason-invalid-position-plain = Эту начальную позицию не удаётся прочитать. Проверьте её или оставьте поле пустым, чтобы начать с обычной расстановки.
reason-invalid-action = Страница отправила ход, который игра не может прочитать. Перезагрузите страницу и попробуйте снова.
reason-invalid-request-id = Страница отправила запрос, который сервер не принимает. Перезагрузите страницу и попробуйте снова.
reason-request-id-reused = Страница отправила запрос, который сервер не принимает. Перезагрузите страницу и попробуйте снова.
reason-malformed-request = Страница отправила запрос, который сервер не может прочитать. Перезагрузите страницу и попробуйте снова.
reason-invalid-argument = Страница отправила запрос, который сервер не принимает. Перезагрузите страницу и попробуйте снова.
reason-invalid-cursor = Страница потеряла своё место в списке лобби. Перезагрузите страницу и попробуйте снова.
reason-invalid-key = Гостевой ключ этого браузера не принимается лобби. Перезагрузите страницу и попробуйте снова.
reason-invalid-page-token = Список изменился: перезагрузите страницу, чтобы увидеть его с начала.
reason-invalid-filter = Этот фильтр нельзя использовать: проверьте имя соперника.
reason-invalid-range = Наименьший запрошенный рейтинг выше наибольшего: проверьте диапазон.
reason-invalid-side = Такой стороны в этой игре нет: выберите из списка.
reason-invalid-time-control = Такие часы нельзя использовать: выберите целые минуты и секунды или дни на ход (1, 2, 3, 5, 7, 10 или 14) в допустимых пределах.
reason-unknown-pool = Такого рейтинга нет: выберите живую игру или игру по переписке.
reason-invalid-bot = Компьютер не может играть с такими настройками: выберите другого компьютерного игрока или другое время на ход.
reason-missing-field = Чего-то не хватает: заполните все поля и попробуйте снова.
reason-invalid-text = В поле есть недопустимые символы (например, переводы строки или управляющие символы): уберите их и попробуйте снова.
reason-text-too-long = Поле слишком длинное: сократите его и попробуйте снова.
reason-unknown-game = Такой игры здесь нет: выберите из списка.
reason-unknown-format = Эта игра не читает записи в таком виде: выберите другой формат или игру.
reason-too-many-records = Слишком много записей для одного импорта: отправляйте не больше 2000 за раз.
reason-chat-too-fast = Одно сообщение в несколько секунд: подождите немного.
reason-chat-limit = В этой партии уже было столько сообщений, сколько можно.
reason-invalid-chat = Такого сообщения среди предложенных в партии нет.
reason-invalid-push-endpoint = Адрес уведомлений этого браузера не принят: выключите и снова включите уведомления.
reason-invalid-push-key = Ключи уведомлений этого браузера не приняты: выключите и снова включите уведомления.
reason-invalid-quiet-hours = Тихие часы — это время начала и время конца в течение дня.
reason-rematch-offer = Это предложение реванша для игроков одной партии: принять его может только другой игрок, на странице этой партии.
reason-illegal-action = Такой ход не разрешён: { $detail }.
reason-illegal-action-plain = Такой ход не разрешён.
reason-nothing-to-undo = В этом ходе нет шага, который можно отменить.
reason-game-over = Партия окончена: больше ходить нельзя.
reason-game-not-found = Такой партии нет: ссылка неверна, или партия давно закончилась и удалена.
reason-version-ahead = Страница опережает сервер. Перезагрузите страницу и попробуйте снова.
reason-version-conflict = Партия изменилась до того, как пришло ваше действие (ход соперника или действие из другой вкладки): посмотрите на доску и попробуйте снова.
reason-request-expired = Ваше действие слишком долго шло до сервера: посмотрите на доске, выполнено ли оно.
reason-unauthenticated = Эта ссылка не даёт места в этой партии: смотреть можно, играть нельзя.
reason-wrong-seat = Ваша ссылка не от этого места: откройте ссылку своего места, чтобы играть.
reason-not-your-turn = Сейчас не ваш ход: дождитесь хода соперника.
reason-seats-open = Партия начнётся, когда присоединится соперник: отправьте ему ссылку-приглашение.
reason-invalid-invitation = Эта ссылка-приглашение неверна: попросите ссылку ещё раз.
reason-invitation-used = Это приглашение уже использовано: место уже занято. Партию всё ещё можно смотреть.
reason-invitation-revoked = Это приглашение отозвал игрок, создавший партию. Партию всё ещё можно смотреть.
reason-no-invitation = Это место никогда не было открыто для приглашения.
reason-draw-already-offered = Предложение ничьей уже ждёт ответа.
reason-no-draw-offer = Предложения ничьей, на которое можно ответить, больше нет.
reason-not-abortable = Обе стороны уже сделали ход, поэтому партию нельзя прервать: предложите ничью или сдайтесь.
reason-no-claim = Пока нечего требовать: соперник вернулся или отсчёт ещё не закончился.
reason-takeback-already-proposed = Просьба вернуть ход уже ждёт ответа.
reason-no-takeback = Просьбы вернуть ход, на которую можно ответить, больше нет: был сделан ход или на неё уже ответили.
reason-nothing-to-take-back = У вас ещё нет своего хода, который можно вернуть.
reason-takebacks-not-allowed = В этой партии ходы не возвращают: партии на рейтинг играются как есть.
reason-berserk-not-allowed = Берсерк здесь невозможен: только на арене, где он разрешён, один раз, до вашего первого хода.
reason-unknown-language = Сайт не переведён на этот язык.
reason-game-not-over = Реванш можно предложить, когда партия окончена.
reason-computer-no-rematch = Этот компьютерный соперник не принимает реванш: начните новую партию с теми же настройками.
reason-store-unavailable = Сервер сейчас не может добраться до своих партий: попробуйте чуть позже.
reason-database-unavailable = Учётные записи игроков сейчас недоступны: попробуйте чуть позже.
reason-shutting-down = Сервер перезапускается: попробуйте чуть позже.
reason-overloaded = Сервер сейчас очень загружен: попробуйте чуть позже.
reason-busy = Сервер занят: попробуйте снова через { $wait }.
reason-rate-limited = Слишком много запросов за короткое время: подождите { $wait } и попробуйте снова.
reason-too-many-challenges = Слишком много заявок и вызовов сразу: подождите { $wait } и попробуйте снова.
reason-request-too-large = Запрос слишком велик для сервера: сократите введённое.
reason-metadata-too-large = Запрос слишком велик для сервера. Перезагрузите страницу и попробуйте снова.
reason-response-too-large = Ответ слишком велик, чтобы его отправить.
reason-request-timeout = Сервер слишком долго отвечал: попробуйте снова.
reason-internal = На сервере что-то пошло не так: попробуйте снова и перезагрузите страницу, если это повторится.
reason-name-taken = Имя «{ $name }» уже занято: выберите другое.
reason-name-confusable = Имя «{ $name }» слишком похоже на «{ $confusable_with }», имя уже существующего игрока: выберите другое.
reason-name-confusable-any = Имя «{ $name }» слишком похоже на имя уже существующего игрока: выберите другое.
reason-invalid-name = Это имя нельзя использовать. Имя — от 3 до 24 символов: буквы a–z, цифры, _ и -, начинается с буквы.
reason-invalid-name-reserved = Это имя зарезервировано для сервиса: выберите другое.
reason-invalid-password = Пароль — от 8 до 128 символов, не одни пробелы и не один из самых распространённых паролей (вроде «password1»): выберите более длинный или менее обычный.
reason-bad-credentials = Неверное имя или пароль: проверьте оба и попробуйте снова.
reason-not-signed-in = Войдите, чтобы продолжить.
reason-too-many-attempts = Слишком много попыток входа: подождите { $wait } и попробуйте снова.
reason-bot-account = Это учётная запись бота: бот входит из своей программы, а не из браузера.
reason-not-a-bot = В партиях лестницы ботов играют только учётные записи ботов.
reason-player-not-found = Игрока с именем «{ $name }» нет: проверьте имя.
reason-archived-game-not-found = По этому адресу нет законченной партии: ссылка, возможно, неверна, или партия (ещё) не в архиве.
reason-seek-taken = Эту партию уже принял кто-то другой: примите другую или разместите свою.
reason-seek-not-found = Эта партия больше не открыта.
reason-already-seeking = У вас уже есть открытая заявка на эту игру с такими часами: она в списке.
reason-seek-limit = У вас уже столько открытых заявок, сколько можно: сначала отмените одну.
reason-own-seek = Это ваша собственная заявка: дождитесь, пока её примет соперник.
reason-rating-out-of-range = Ваш рейтинг вне диапазона, который указал этот игрок.
reason-not-challenged = Этот вызов адресован другому игроку.
reason-not-ratable = Партии на рейтинг нужны часы и обычная начальная расстановка: выберите часы или снимите отметку «На рейтинг».
reason-same-player = Нельзя играть против самого себя: выберите другого игрока.
reason-unknown-rule = В этой игре нет такого правила.
reason-analysis-busy = Движок занят другими анализами: попробует снова через мгновение.
reason-analysis-rate-limited = Слишком много анализов за короткое время: подождите немного перед следующим.
reason-invalid-record = Эту запись нельзя прочитать: сверьте её с форматом записи игры.
reason-too-many-actions = Эта партия слишком длинная для анализа здесь.
reason-invalid-tournament = Это соревнование нельзя создать в таком виде: проверьте поле «{ $field }».
reason-tournament-not-found = По этому адресу нет соревнования: возможно, ссылка неверна.
reason-tournament-closed = Это соревнование больше не принимает игроков: оно началось или закончилось.
reason-tournament-full = В этом соревновании нет свободных мест.
reason-tournament-entry = Это соревнование только для людей.
reason-tournament-entry-bots = Это соревнование только для ботов.
reason-not-in-tournament = Вы не участвуете в этом соревновании.
reason-wrong-password = Это не пароль этого соревнования.
reason-tournament-limit = Вы уже создали столько незавершённых соревнований, сколько можно: дождитесь окончания одного из них.
hb-piece-monkey = { $side ->
    [white] Белая Обезьяна
   *[black] Чёрная Обезьяна
}
hb-piece-lion = { $side ->
    [white] Белый Лев
   *[black] Чёрный Лев
}
hb-piece-elephant = { $side ->
    [white] Белый Слон
   *[black] Чёрный Слон
}
hb-piece-horse = { $side ->
    [white] Белая Лошадь
   *[black] Чёрная Лошадь
}
cf-piece-king = { $side ->
    [white] Белый Король
   *[black] Чёрный Король
}
cf-piece-queen = { $side ->
    [white] Белый Ферзь
   *[black] Чёрный Ферзь
}
cf-piece-rook = { $side ->
    [white] Белая Ладья
   *[black] Чёрная Ладья
}
cf-piece-bishop = { $side ->
    [white] Белый Слон
   *[black] Чёрный Слон
}
cf-piece-knight = { $side ->
    [white] Белый Конь
   *[black] Чёрный Конь
}
cf-piece-pawn = { $side ->
    [white] Белая Пешка
   *[black] Чёрная Пешка
}
piece-on-square = { $piece }, { $square }
piece-on-square-ball = { $piece }, { $square }, с мячом
announce-captured = Взята фигура: { $piece }, { $square }
announce-removed = Снята по красной карточке: { $piece }, { $square }
choice-move = ход на { $square }
choice-capture = взятие на { $square }
choice-goal = { $action } — гол
hb-choice-end-turn = закончить ход
hb-choice-remove = снять фигуру на { $square } (красная карточка)
hb-choice-carry = перенести Мяч на { $square }
hb-choice-kick = удар на { $square }
hb-choice-ricochet = удар в Обезьяну на { $square }, рикошет на { $to }
hb-why-no-step = сначала сделайте хотя бы один шаг.
hb-why-unchanged = позиция вернулась к началу вашего хода, а ход должен изменить позицию: сделайте ещё шаг или отмените.
hb-announce-red-card = Красная карточка: { $side } могут снять фигуру стороны «{ $other }»
hb-announce-goal = Гол!
hb-announce-own-goal = Гол в свои ворота!
hb-reason-no-legal-action = у другой стороны не было допустимого шага
hb-example-kick = Белым остаётся один удар до ворот
hn-piece-attacker = Нападающий
hn-piece-defender = Защитник
hn-piece-king = Король
hn-announce-king-danger = Король в опасности: нападающие с { $n } из 4 сторон
hn-reason-king-escaped = Король спасся в углу
hn-reason-exit-fort = Король спасся в крепости у края
hn-reason-king-captured = Король взят
hn-reason-encirclement = Защитники окружены
hn-reason-no-legal-move = у другой стороны не было допустимого хода
hn-reason-repetition = позиция повторилась в третий раз (вечное повторение: Защитники проигрывают)
hn-example-corner = Королю один ход до угла
cf-kind-king = Король
cf-kind-queen = Ферзь
cf-kind-rook = Ладья
cf-kind-bishop = Слон
cf-kind-knight = Конь
cf-kind-pawn = Пешка
cf-choice-place = расстановка: { $piece } на { $square }
cf-choice-pass = передача на { $square }
cf-choice-none = без хода
cf-choice-promote = { $action }, превращение: { $piece }
cf-announce-goal = Гол! Забивают { $side }: { $white }–{ $black }. Команды расставляются заново для начального удара.
cf-announce-half-time = Перерыв: второй тайм начинается с новой расстановки.
cf-example-last-moves = Последние ходы матча, белым один ход до ворот
sign-in-link = Войдите
chat-hello = Привет!
chat-good-luck = Удачи!
chat-good-game = Хорошая игра!
chat-thanks = Спасибо!
chat-well-played = Хорошо сыграно!
chat-label = Быстрый чат
chat-say = Сказать сопернику
chat-too-many = Не отправлено: одно сообщение в несколько секунд и несколько десятков за партию.
chat-no-connection = Не отправлено: нет соединения.
chat-watching = { $n ->
    [one] { $n } зритель
    [few] { $n } зрителя
    [many] { $n } зрителей
   *[other] { $n } зрителей
}
offline-line = Нет сети: страница сама подключится, когда связь вернётся.
play-analyse = Анализ
why-draw-pending = Предложение ничьей ждёт ответа.
conn-not-found = не найдено
play-no-such-game-title = { $game }: нет такой партии
board-role = доска
board-label = Доска, { $game }