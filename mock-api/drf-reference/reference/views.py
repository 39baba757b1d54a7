from rest_framework import mixins, viewsets
from rest_framework.decorators import action

from . import models, serializers

def read_only(model_class, serializer_class, ordering=("id",), **extra):
    attributes = {
        "queryset": model_class.objects.all().order_by(*ordering),
        "serializer_class": serializer_class,
        "ordering_fields": "__all__",
        **extra,
    }
    return type(f"{model_class.__name__}ViewSet", (viewsets.ReadOnlyModelViewSet,), attributes)


CategoryViewSet = read_only(models.Category, serializers.CategorySerializer)
ThemeViewSet = read_only(models.Theme, serializers.ThemeSerializer)
PublicViewSet = read_only(models.Public, serializers.PublicSerializer)
ProjectViewSet = read_only(models.Project, serializers.ProjectSerializer)
MementoViewSet = read_only(models.Memento, serializers.MementoSerializer)


class FacultyViewSet(mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    queryset = models.Faculty.objects.all()
    serializer_class = serializers.FacultySerializer


NEWS_ORDERING = ("-publish_date", "-id")


class NewsViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = models.News.objects.all().select_related("channel", "category").prefetch_related("themes", "publics", "faculties", "projects").order_by(*NEWS_ORDERING)
    serializer_class = serializers.NewsSerializer
    filterset_fields = ["lang", "channel", "category", "themes", "publics", "projects", "faculties"]
    search_fields = ["title", "subtitle", "text"]
    ordering_fields = "__all__"


class ChannelViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = models.Channel.objects.all().order_by("id")
    serializer_class = serializers.ChannelSerializer
    filterset_fields = ["name"]
    ordering_fields = "__all__"

    @action(detail=True, url_path="news")
    def news(self, request, pk=None, format=None):
        channel = self.get_object()
        view = NewsViewSet(request=request, format_kwarg=self.format_kwarg, action="list", args=(), kwargs={})
        queryset = view.filter_queryset(view.get_queryset().filter(channel=channel))
        page = view.paginate_queryset(queryset)
        return view.get_paginated_response(view.get_serializer(page, many=True).data)
