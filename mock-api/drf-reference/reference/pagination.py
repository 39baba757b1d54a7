from rest_framework.pagination import LimitOffsetPagination


class Pagination(LimitOffsetPagination):
    """The mock's defaults: 10 per page, at most 1,000."""

    default_limit = 10
    max_limit = 1000
