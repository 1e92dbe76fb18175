from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class QuickChat(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    QUICK_CHAT_UNSPECIFIED: _ClassVar[QuickChat]
    QUICK_CHAT_HELLO: _ClassVar[QuickChat]
    QUICK_CHAT_GOOD_LUCK: _ClassVar[QuickChat]
    QUICK_CHAT_GOOD_GAME: _ClassVar[QuickChat]
    QUICK_CHAT_THANKS: _ClassVar[QuickChat]
    QUICK_CHAT_WELL_PLAYED: _ClassVar[QuickChat]
QUICK_CHAT_UNSPECIFIED: QuickChat
QUICK_CHAT_HELLO: QuickChat
QUICK_CHAT_GOOD_LUCK: QuickChat
QUICK_CHAT_GOOD_GAME: QuickChat
QUICK_CHAT_THANKS: QuickChat
QUICK_CHAT_WELL_PLAYED: QuickChat

class ChatLine(_message.Message):
    __slots__ = ("seat", "message", "sent_ms", "number")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    SENT_MS_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    message: QuickChat
    sent_ms: int
    number: int
    def __init__(self, seat: _Optional[int] = ..., message: _Optional[_Union[QuickChat, str]] = ..., sent_ms: _Optional[int] = ..., number: _Optional[int] = ...) -> None: ...

class Audience(_message.Message):
    __slots__ = ("spectators", "chat")
    SPECTATORS_FIELD_NUMBER: _ClassVar[int]
    CHAT_FIELD_NUMBER: _ClassVar[int]
    spectators: int
    chat: _containers.RepeatedCompositeFieldContainer[ChatLine]
    def __init__(self, spectators: _Optional[int] = ..., chat: _Optional[_Iterable[_Union[ChatLine, _Mapping]]] = ...) -> None: ...
