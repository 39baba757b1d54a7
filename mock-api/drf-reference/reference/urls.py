from django.urls import include, path
from rest_framework.routers import DefaultRouter

from . import views

router = DefaultRouter()
router.register("news", views.NewsViewSet, basename="news")
router.register("channels", views.ChannelViewSet, basename="channel")
router.register("categories", views.CategoryViewSet, basename="category")
router.register("themes", views.ThemeViewSet, basename="theme")
router.register("publics", views.PublicViewSet, basename="public")
router.register("projects", views.ProjectViewSet, basename="project")
router.register("mementos", views.MementoViewSet, basename="memento")
router.register("faculties", views.FacultyViewSet, basename="faculty")

urlpatterns = [path("api/v1/", include(router.urls))]
