# Слова сайта по-русски. Источник: en.ftl; термины игр: glossary.md.

## Шапка, на каждой странице

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

## Заголовки страниц

title-start = Ханнибол, Хнефатафл, Шахматный футбол — играть в браузере
title-lobby = Лобби — найти соперника
title-join = { $game }: присоединиться к партии
title-rules = { $game }: правила
title-games = Партии, которые идут сейчас
title-tv = ТВ
title-tv-game = ТВ: { $game }
title-your-move = ● Ваш ход · { $title }
title-game-over = Партия окончена · { $title }

## Главная страница

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
start-rated-needs-clock = партии на рейтинг нужны часы: ушедший игрок тогда проигрывает по времени
start-rated-initial-position = партия на рейтинг начинается с исходной расстановки: очистите позицию
start-challenge-not-taken = { $name } не принял вызов: попробуйте ещё раз
start-my-games = Ваши партии в этом браузере
start-my-game = { $game }, сторона: { $side }
start-forget = Забыть
start-forget-label = Забыть партию { $game } { $id }
copy = Копировать
copied = Скопировано

## Страница партии

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

## Игры: стороны, результаты, сводки

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
