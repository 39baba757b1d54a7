from rest_framework import serializers

from . import models


def labelled(model_class):
    return type(f"{model_class.__name__}Serializer", (serializers.ModelSerializer,), {
        "Meta": type("Meta", (), {"model": model_class, "fields": ["id", "fr_label", "en_label", "de_label"]}),
    })


CategorySerializer = labelled(models.Category)
ThemeSerializer = labelled(models.Theme)
PublicSerializer = labelled(models.Public)
ProjectSerializer = labelled(models.Project)
FacultySerializer = labelled(models.Faculty)


class ChannelSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.Channel
        fields = ["id", "name", "fr_description", "en_description", "de_description", "is_active"]


class MementoSerializer(serializers.ModelSerializer):
    class Meta:
        model = models.Memento
        fields = ["id", "fr_name", "en_name", "fr_label", "en_label", "slug", "is_main_memento", "is_active", "memento_url"]


class AbsolutePath(serializers.Field):
    def to_representation(self, value):
        return self.context["request"].build_absolute_uri(value)


class NewsSerializer(serializers.ModelSerializer):
    visual_url = AbsolutePath(source="visual_path", read_only=True)
    thumbnail_url = AbsolutePath(source="thumbnail_path", read_only=True)
    channel = ChannelSerializer(read_only=True)
    category = CategorySerializer(read_only=True)
    themes = serializers.HyperlinkedRelatedField(many=True, read_only=True, view_name="theme-detail")
    publics = serializers.HyperlinkedRelatedField(many=True, read_only=True, view_name="public-detail")
    faculties = serializers.HyperlinkedRelatedField(many=True, read_only=True, view_name="faculty-detail")
    projects = serializers.HyperlinkedRelatedField(many=True, read_only=True, view_name="project-detail")

    class Meta:
        model = models.News
        fields = [
            "id", "lang", "title", "subtitle", "text", "order", "publish_date", "visual_url", "thumbnail_url",
            "visual_description", "short_vimeo_video_id", "short_vimeo_video_credits", "carousel_images", "video",
            "channel", "category", "news_url", "themes", "publics", "faculties", "projects", "authors", "links",
            "funding", "references", "is_under_cc_license",
        ]
