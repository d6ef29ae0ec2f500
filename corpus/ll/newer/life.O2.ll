; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @memset(ptr noundef nonnull @grid, i32 noundef 0, i64 noundef 160) #2
  br label %2

2:                                                ; preds = %17, %0
  %3 = phi i32 [ 1, %0 ], [ %18, %17 ]
  %4 = phi i32 [ 1, %0 ], [ %19, %17 ]
  %5 = phi ptr [ @.str, %0 ], [ %20, %17 ]
  %6 = load i8, ptr %5, align 1, !tbaa !2
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
  %14 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %11, i64 %13
  store i8 1, ptr %14, align 1, !tbaa !2
  br label %15

15:                                               ; preds = %9, %2
  %16 = add nsw i32 %4, 1
  br label %17

17:                                               ; preds = %15, %7
  %18 = phi i32 [ %8, %7 ], [ %3, %15 ]
  %19 = phi i32 [ 1, %7 ], [ %16, %15 ]
  %20 = getelementptr inbounds i8, ptr %5, i64 1
  br label %2, !llvm.loop !5

21:                                               ; preds = %2, %36
  %22 = phi i32 [ %37, %36 ], [ 2, %2 ]
  %23 = phi i32 [ %38, %36 ], [ 11, %2 ]
  %24 = phi ptr [ %39, %36 ], [ @.str.1, %2 ]
  %25 = load i8, ptr %24, align 1, !tbaa !2
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
  %33 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %30, i64 %32
  store i8 1, ptr %33, align 1, !tbaa !2
  br label %34

34:                                               ; preds = %28, %21
  %35 = add nsw i32 %23, 1
  br label %36

36:                                               ; preds = %34, %26
  %37 = phi i32 [ %27, %26 ], [ %22, %34 ]
  %38 = phi i32 [ 11, %26 ], [ %35, %34 ]
  %39 = getelementptr inbounds i8, ptr %24, i64 1
  br label %21, !llvm.loop !5

40:                                               ; preds = %21, %55
  %41 = phi i32 [ %56, %55 ], [ 5, %21 ]
  %42 = phi i32 [ %57, %55 ], [ 6, %21 ]
  %43 = phi ptr [ %58, %55 ], [ @.str.2, %21 ]
  %44 = load i8, ptr %43, align 1, !tbaa !2
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
  %52 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %49, i64 %51
  store i8 1, ptr %52, align 1, !tbaa !2
  br label %53

53:                                               ; preds = %47, %40
  %54 = add nsw i32 %42, 1
  br label %55

55:                                               ; preds = %53, %45
  %56 = phi i32 [ %46, %45 ], [ %41, %53 ]
  %57 = phi i32 [ 6, %45 ], [ %54, %53 ]
  %58 = getelementptr inbounds i8, ptr %43, i64 1
  br label %40, !llvm.loop !5

59:                                               ; preds = %40, %190
  %60 = phi i32 [ %193, %190 ], [ 0, %40 ]
  %61 = phi i32 [ %192, %190 ], [ -2128831035, %40 ]
  br label %63

62:                                               ; preds = %114
  br i1 %69, label %119, label %63, !llvm.loop !7

63:                                               ; preds = %59, %62
  %64 = phi i64 [ %68, %62 ], [ 0, %59 ]
  %65 = icmp eq i64 %64, 0
  %66 = add nuw nsw i64 %64, 4294967295
  %67 = and i64 %66, 4294967295
  %68 = add nuw nsw i64 %64, 1
  %69 = icmp eq i64 %68, 10
  %70 = select i1 %65, i64 9, i64 %67
  %71 = select i1 %69, i64 0, i64 %68
  br label %72

72:                                               ; preds = %114, %63
  %73 = phi i64 [ 0, %63 ], [ %76, %114 ]
  %74 = add nuw nsw i64 %73, 15
  %75 = and i64 %74, 15
  %76 = add nuw nsw i64 %73, 1
  %77 = and i64 %76, 15
  %78 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %70, i64 %75
  %79 = load i8, ptr %78, align 1, !tbaa !2
  %80 = zext i8 %79 to i32
  %81 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %70, i64 %73
  %82 = load i8, ptr %81, align 1, !tbaa !2
  %83 = zext i8 %82 to i32
  %84 = add nuw nsw i32 %83, %80
  %85 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %70, i64 %77
  %86 = load i8, ptr %85, align 1, !tbaa !2
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %84, %87
  %89 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %64, i64 %75
  %90 = load i8, ptr %89, align 1, !tbaa !2
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %88, %91
  %93 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %64, i64 %77
  %94 = load i8, ptr %93, align 1, !tbaa !2
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %92, %95
  %97 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %71, i64 %75
  %98 = load i8, ptr %97, align 1, !tbaa !2
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %96, %99
  %101 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %71, i64 %73
  %102 = load i8, ptr %101, align 1, !tbaa !2
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %100, %103
  %105 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %71, i64 %77
  %106 = load i8, ptr %105, align 1, !tbaa !2
  %107 = zext i8 %106 to i32
  %108 = add nuw nsw i32 %104, %107
  switch i32 %108, label %113 [
    i32 3, label %114
    i32 2, label %109
  ]

109:                                              ; preds = %72
  %110 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %64, i64 %73
  %111 = load i8, ptr %110, align 1, !tbaa !2
  %112 = icmp ne i8 %111, 0
  br label %114

113:                                              ; preds = %72
  br label %114

114:                                              ; preds = %113, %109, %72
  %115 = phi i1 [ true, %72 ], [ %112, %109 ], [ false, %113 ]
  %116 = zext i1 %115 to i8
  %117 = getelementptr inbounds [10 x [16 x i8]], ptr @next, i64 0, i64 %64, i64 %73
  store i8 %116, ptr %117, align 1, !tbaa !2
  %118 = icmp eq i64 %76, 16
  br i1 %118, label %62, label %72, !llvm.loop !8

119:                                              ; preds = %62
  %120 = tail call ptr @memcpy(ptr noundef nonnull @grid, ptr noundef nonnull @next, i64 noundef 160) #2
  br label %121

121:                                              ; preds = %119, %121
  %122 = phi i64 [ 0, %119 ], [ %188, %121 ]
  %123 = phi i32 [ 0, %119 ], [ %187, %121 ]
  %124 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 0
  %125 = load i8, ptr %124, align 16, !tbaa !2
  %126 = zext i8 %125 to i32
  %127 = add i32 %123, %126
  %128 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 1
  %129 = load i8, ptr %128, align 1, !tbaa !2
  %130 = zext i8 %129 to i32
  %131 = add i32 %127, %130
  %132 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 2
  %133 = load i8, ptr %132, align 2, !tbaa !2
  %134 = zext i8 %133 to i32
  %135 = add i32 %131, %134
  %136 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 3
  %137 = load i8, ptr %136, align 1, !tbaa !2
  %138 = zext i8 %137 to i32
  %139 = add i32 %135, %138
  %140 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 4
  %141 = load i8, ptr %140, align 4, !tbaa !2
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 5
  %145 = load i8, ptr %144, align 1, !tbaa !2
  %146 = zext i8 %145 to i32
  %147 = add i32 %143, %146
  %148 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 6
  %149 = load i8, ptr %148, align 2, !tbaa !2
  %150 = zext i8 %149 to i32
  %151 = add i32 %147, %150
  %152 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 7
  %153 = load i8, ptr %152, align 1, !tbaa !2
  %154 = zext i8 %153 to i32
  %155 = add i32 %151, %154
  %156 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 8
  %157 = load i8, ptr %156, align 8, !tbaa !2
  %158 = zext i8 %157 to i32
  %159 = add i32 %155, %158
  %160 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 9
  %161 = load i8, ptr %160, align 1, !tbaa !2
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  %164 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 10
  %165 = load i8, ptr %164, align 2, !tbaa !2
  %166 = zext i8 %165 to i32
  %167 = add i32 %163, %166
  %168 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 11
  %169 = load i8, ptr %168, align 1, !tbaa !2
  %170 = zext i8 %169 to i32
  %171 = add i32 %167, %170
  %172 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 12
  %173 = load i8, ptr %172, align 4, !tbaa !2
  %174 = zext i8 %173 to i32
  %175 = add i32 %171, %174
  %176 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 13
  %177 = load i8, ptr %176, align 1, !tbaa !2
  %178 = zext i8 %177 to i32
  %179 = add i32 %175, %178
  %180 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 14
  %181 = load i8, ptr %180, align 2, !tbaa !2
  %182 = zext i8 %181 to i32
  %183 = add i32 %179, %182
  %184 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %122, i64 15
  %185 = load i8, ptr %184, align 1, !tbaa !2
  %186 = zext i8 %185 to i32
  %187 = add i32 %183, %186
  %188 = add nuw nsw i64 %122, 1
  %189 = icmp eq i64 %188, 10
  br i1 %189, label %190, label %121, !llvm.loop !9

190:                                              ; preds = %121
  %191 = xor i32 %187, %61
  %192 = mul i32 %191, 16777619
  %193 = add nuw nsw i32 %60, 1
  %194 = icmp eq i32 %193, 9
  br i1 %194, label %195, label %59, !llvm.loop !10

195:                                              ; preds = %190, %200
  %196 = phi i64 [ %202, %200 ], [ 0, %190 ]
  %197 = phi i32 [ %215, %200 ], [ %192, %190 ]
  br label %204

198:                                              ; preds = %200
  %199 = and i32 %215, 2147483647
  ret i32 %199

200:                                              ; preds = %204
  %201 = tail call i32 @putchar(i32 noundef 10) #2
  %202 = add nuw nsw i64 %196, 1
  %203 = icmp eq i64 %202, 10
  br i1 %203, label %198, label %195, !llvm.loop !11

204:                                              ; preds = %195, %204
  %205 = phi i64 [ 0, %195 ], [ %216, %204 ]
  %206 = phi i32 [ %197, %195 ], [ %215, %204 ]
  %207 = getelementptr inbounds [10 x [16 x i8]], ptr @grid, i64 0, i64 %196, i64 %205
  %208 = load i8, ptr %207, align 1, !tbaa !2
  %209 = icmp eq i8 %208, 0
  %210 = select i1 %209, i32 46, i32 35
  %211 = tail call i32 @putchar(i32 noundef %210) #2
  %212 = load i8, ptr %207, align 1, !tbaa !2
  %213 = zext i8 %212 to i32
  %214 = xor i32 %206, %213
  %215 = mul i32 %214, 16777619
  %216 = add nuw nsw i64 %205, 1
  %217 = icmp eq i64 %216, 16
  br i1 %217, label %200, label %204, !llvm.loop !12
}

declare dso_local ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
