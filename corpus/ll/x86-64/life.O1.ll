; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 0, i64 0), i32 noundef 0, i64 noundef 160) #2
  br label %2

2:                                                ; preds = %17, %0
  %3 = phi i32 [ 1, %0 ], [ %18, %17 ]
  %4 = phi i32 [ 1, %0 ], [ %19, %17 ]
  %5 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), %0 ], [ %20, %17 ]
  %6 = load i8, i8* %5, align 1, !tbaa !2
  switch i8 %6, label %15 [
    i8 0, label %21
    i8 47, label %7
    i8 35, label %9
  ]

7:                                                ; preds = %2
  %8 = add nsw i32 %3, 1
  br label %17

9:                                                ; preds = %2
  %10 = srem i32 %3, 10
  %11 = sext i32 %10 to i64
  %12 = srem i32 %4, 16
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %11, i64 %13
  store i8 1, i8* %14, align 1, !tbaa !2
  br label %15

15:                                               ; preds = %9, %2
  %16 = add nsw i32 %4, 1
  br label %17

17:                                               ; preds = %15, %7
  %18 = phi i32 [ %8, %7 ], [ %3, %15 ]
  %19 = phi i32 [ 1, %7 ], [ %16, %15 ]
  %20 = getelementptr inbounds i8, i8* %5, i64 1
  br label %2, !llvm.loop !5

21:                                               ; preds = %2, %36
  %22 = phi i32 [ %37, %36 ], [ 2, %2 ]
  %23 = phi i32 [ %38, %36 ], [ 11, %2 ]
  %24 = phi i8* [ %39, %36 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %2 ]
  %25 = load i8, i8* %24, align 1, !tbaa !2
  switch i8 %25, label %34 [
    i8 0, label %40
    i8 47, label %26
    i8 35, label %28
  ]

26:                                               ; preds = %21
  %27 = add nsw i32 %22, 1
  br label %36

28:                                               ; preds = %21
  %29 = srem i32 %22, 10
  %30 = sext i32 %29 to i64
  %31 = srem i32 %23, 16
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %30, i64 %32
  store i8 1, i8* %33, align 1, !tbaa !2
  br label %34

34:                                               ; preds = %28, %21
  %35 = add nsw i32 %23, 1
  br label %36

36:                                               ; preds = %34, %26
  %37 = phi i32 [ %27, %26 ], [ %22, %34 ]
  %38 = phi i32 [ 11, %26 ], [ %35, %34 ]
  %39 = getelementptr inbounds i8, i8* %24, i64 1
  br label %21, !llvm.loop !5

40:                                               ; preds = %21, %55
  %41 = phi i32 [ %56, %55 ], [ 5, %21 ]
  %42 = phi i32 [ %57, %55 ], [ 6, %21 ]
  %43 = phi i8* [ %58, %55 ], [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), %21 ]
  %44 = load i8, i8* %43, align 1, !tbaa !2
  switch i8 %44, label %53 [
    i8 0, label %59
    i8 47, label %45
    i8 35, label %47
  ]

45:                                               ; preds = %40
  %46 = add nsw i32 %41, 1
  br label %55

47:                                               ; preds = %40
  %48 = srem i32 %41, 10
  %49 = sext i32 %48 to i64
  %50 = srem i32 %42, 16
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %49, i64 %51
  store i8 1, i8* %52, align 1, !tbaa !2
  br label %53

53:                                               ; preds = %47, %40
  %54 = add nsw i32 %42, 1
  br label %55

55:                                               ; preds = %53, %45
  %56 = phi i32 [ %46, %45 ], [ %41, %53 ]
  %57 = phi i32 [ 6, %45 ], [ %54, %53 ]
  %58 = getelementptr inbounds i8, i8* %43, i64 1
  br label %40, !llvm.loop !5

59:                                               ; preds = %40, %124
  %60 = phi i32 [ %127, %124 ], [ 0, %40 ]
  %61 = phi i32 [ %126, %124 ], [ -2128831035, %40 ]
  br label %63

62:                                               ; preds = %114
  br i1 %69, label %119, label %63, !llvm.loop !8

63:                                               ; preds = %59, %62
  %64 = phi i64 [ %68, %62 ], [ 0, %59 ]
  %65 = trunc i64 %64 to i32
  %66 = add i32 %65, 9
  %67 = urem i32 %66, 10
  %68 = add nuw nsw i64 %64, 1
  %69 = icmp eq i64 %68, 10
  %70 = zext i32 %67 to i64
  %71 = select i1 %69, i64 0, i64 %68
  br label %72

72:                                               ; preds = %114, %63
  %73 = phi i64 [ 0, %63 ], [ %76, %114 ]
  %74 = add nuw nsw i64 %73, 15
  %75 = and i64 %74, 15
  %76 = add nuw nsw i64 %73, 1
  %77 = and i64 %76, 15
  %78 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %70, i64 %75
  %79 = load i8, i8* %78, align 1, !tbaa !2
  %80 = zext i8 %79 to i32
  %81 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %70, i64 %73
  %82 = load i8, i8* %81, align 1, !tbaa !2
  %83 = zext i8 %82 to i32
  %84 = add nuw nsw i32 %83, %80
  %85 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %70, i64 %77
  %86 = load i8, i8* %85, align 1, !tbaa !2
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %84, %87
  %89 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %64, i64 %75
  %90 = load i8, i8* %89, align 1, !tbaa !2
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %88, %91
  %93 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %64, i64 %77
  %94 = load i8, i8* %93, align 1, !tbaa !2
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %92, %95
  %97 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %71, i64 %75
  %98 = load i8, i8* %97, align 1, !tbaa !2
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %96, %99
  %101 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %71, i64 %73
  %102 = load i8, i8* %101, align 1, !tbaa !2
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %100, %103
  %105 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %71, i64 %77
  %106 = load i8, i8* %105, align 1, !tbaa !2
  %107 = zext i8 %106 to i32
  %108 = add nsw i32 %104, %107
  switch i32 %108, label %113 [
    i32 3, label %114
    i32 2, label %109
  ]

109:                                              ; preds = %72
  %110 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %64, i64 %73
  %111 = load i8, i8* %110, align 1, !tbaa !2
  %112 = icmp ne i8 %111, 0
  br label %114

113:                                              ; preds = %72
  br label %114

114:                                              ; preds = %113, %109, %72
  %115 = phi i1 [ true, %72 ], [ %112, %109 ], [ false, %113 ]
  %116 = zext i1 %115 to i8
  %117 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i64 0, i64 %64, i64 %73
  store i8 %116, i8* %117, align 1, !tbaa !2
  %118 = icmp eq i64 %76, 16
  br i1 %118, label %62, label %72, !llvm.loop !9

119:                                              ; preds = %62
  %120 = call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i64 0, i64 0, i64 0), i64 noundef 160) #2
  br label %121

121:                                              ; preds = %119, %129
  %122 = phi i64 [ 0, %119 ], [ %130, %129 ]
  %123 = phi i32 [ 0, %119 ], [ %138, %129 ]
  br label %132

124:                                              ; preds = %129
  %125 = xor i32 %138, %61
  %126 = mul i32 %125, 16777619
  %127 = add nuw nsw i32 %60, 1
  %128 = icmp eq i32 %127, 9
  br i1 %128, label %141, label %59, !llvm.loop !10

129:                                              ; preds = %132
  %130 = add nuw nsw i64 %122, 1
  %131 = icmp eq i64 %130, 10
  br i1 %131, label %124, label %121, !llvm.loop !11

132:                                              ; preds = %121, %132
  %133 = phi i64 [ 0, %121 ], [ %139, %132 ]
  %134 = phi i32 [ %123, %121 ], [ %138, %132 ]
  %135 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %122, i64 %133
  %136 = load i8, i8* %135, align 1, !tbaa !2
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = add nuw nsw i64 %133, 1
  %140 = icmp eq i64 %139, 16
  br i1 %140, label %129, label %132, !llvm.loop !12

141:                                              ; preds = %124, %146
  %142 = phi i64 [ %148, %146 ], [ 0, %124 ]
  %143 = phi i32 [ %161, %146 ], [ %126, %124 ]
  br label %150

144:                                              ; preds = %146
  %145 = and i32 %161, 2147483647
  ret i32 %145

146:                                              ; preds = %150
  %147 = call i32 @putchar(i32 noundef 10) #2
  %148 = add nuw nsw i64 %142, 1
  %149 = icmp eq i64 %148, 10
  br i1 %149, label %144, label %141, !llvm.loop !13

150:                                              ; preds = %141, %150
  %151 = phi i64 [ 0, %141 ], [ %162, %150 ]
  %152 = phi i32 [ %143, %141 ], [ %161, %150 ]
  %153 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i64 0, i64 %142, i64 %151
  %154 = load i8, i8* %153, align 1, !tbaa !2
  %155 = icmp eq i8 %154, 0
  %156 = select i1 %155, i32 46, i32 35
  %157 = call i32 @putchar(i32 noundef %156) #2
  %158 = load i8, i8* %153, align 1, !tbaa !2
  %159 = zext i8 %158 to i32
  %160 = xor i32 %152, %159
  %161 = mul i32 %160, 16777619
  %162 = add nuw nsw i64 %151, 1
  %163 = icmp eq i64 %162, 16
  br i1 %163, label %146, label %150, !llvm.loop !14
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = distinct !{!9, !6, !7}
!10 = distinct !{!10, !6, !7}
!11 = distinct !{!11, !6, !7}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
