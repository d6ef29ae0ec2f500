; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal unnamed_addr global i16 -1, align 2
@t = internal unnamed_addr global [200 x %struct.tnode] zeroinitializer, align 16
@nused = internal unnamed_addr global i32 0, align 4
@nout = internal unnamed_addr global i32 0, align 4
@out = internal unnamed_addr global [200 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %37

1:                                                ; preds = %70
  store i32 0, ptr @nout, align 4, !tbaa !2
  %2 = load i16, ptr @root, align 2, !tbaa !6
  %3 = sext i16 %2 to i32
  tail call fastcc void @inorder(i32 noundef %3) #5
  %4 = load i32, ptr @nout, align 4, !tbaa !2
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %1
  %7 = load i32, ptr @out, align 16, !tbaa !2
  %8 = xor i32 %7, -2128831035
  %9 = mul i32 %8, 16777619
  %10 = icmp eq i32 %4, 1
  br i1 %10, label %30, label %11

11:                                               ; preds = %6, %22
  %12 = phi i32 [ %24, %22 ], [ %4, %6 ]
  %13 = phi i32 [ %23, %22 ], [ %7, %6 ]
  %14 = phi i64 [ %27, %22 ], [ 1, %6 ]
  %15 = phi i32 [ %26, %22 ], [ %9, %6 ]
  %16 = getelementptr inbounds [200 x i32], ptr @out, i64 0, i64 %14
  %17 = load i32, ptr %16, align 4, !tbaa !2
  %18 = icmp slt i32 %13, %17
  br i1 %18, label %22, label %19

19:                                               ; preds = %11
  tail call void @abort() #6
  %20 = load i32, ptr @nout, align 4, !tbaa !2
  %21 = load i32, ptr %16, align 4, !tbaa !2
  br label %22

22:                                               ; preds = %19, %11
  %23 = phi i32 [ %21, %19 ], [ %17, %11 ]
  %24 = phi i32 [ %20, %19 ], [ %12, %11 ]
  %25 = xor i32 %23, %15
  %26 = mul i32 %25, 16777619
  %27 = add nuw nsw i64 %14, 1
  %28 = sext i32 %24 to i64
  %29 = icmp slt i64 %27, %28
  br i1 %29, label %11, label %30, !llvm.loop !8

30:                                               ; preds = %22, %1, %6
  %31 = phi i32 [ -2128831035, %1 ], [ %9, %6 ], [ %26, %22 ]
  %32 = phi i32 [ %4, %1 ], [ 1, %6 ], [ %24, %22 ]
  %33 = load i16, ptr @root, align 2, !tbaa !6
  %34 = sext i16 %33 to i32
  %35 = tail call fastcc i32 @height(i32 noundef %34) #5
  %36 = icmp sgt i16 %33, -1
  br label %75

37:                                               ; preds = %0, %70
  %38 = phi i32 [ 0, %0 ], [ %73, %70 ]
  %39 = phi i32 [ 0, %0 ], [ %72, %70 ]
  %40 = phi i32 [ 8675309, %0 ], [ %42, %70 ]
  %41 = mul i32 %40, 1103515245
  %42 = add i32 %41, 12345
  %43 = lshr i32 %42, 22
  %44 = add nsw i32 %43, -512
  br label %45

45:                                               ; preds = %49, %37
  %46 = phi ptr [ @root, %37 ], [ %56, %49 ]
  %47 = load i16, ptr %46, align 2, !tbaa !6
  %48 = icmp sgt i16 %47, -1
  br i1 %48, label %49, label %57

49:                                               ; preds = %45
  %50 = zext nneg i16 %47 to i64
  %51 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %50
  %52 = load i32, ptr %51, align 8, !tbaa !11
  %53 = icmp eq i32 %52, %44
  %54 = icmp sgt i32 %52, %44
  %55 = select i1 %54, i64 4, i64 6
  %56 = getelementptr inbounds i8, ptr %51, i64 %55
  br i1 %53, label %70, label %45, !llvm.loop !13

57:                                               ; preds = %45
  %58 = load i32, ptr @nused, align 4, !tbaa !2
  %59 = icmp sgt i32 %58, 199
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  tail call void @abort() #6
  %61 = load i32, ptr @nused, align 4, !tbaa !2
  br label %62

62:                                               ; preds = %60, %57
  %63 = phi i32 [ %61, %60 ], [ %58, %57 ]
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %64
  store i32 %44, ptr %65, align 8, !tbaa !11
  %66 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %64, i32 2
  store i16 -1, ptr %66, align 2, !tbaa !14
  %67 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %64, i32 1
  store i16 -1, ptr %67, align 4, !tbaa !15
  %68 = add nsw i32 %63, 1
  store i32 %68, ptr @nused, align 4, !tbaa !2
  %69 = trunc i32 %63 to i16
  store i16 %69, ptr %46, align 2, !tbaa !6
  br label %70

70:                                               ; preds = %49, %62
  %71 = phi i32 [ 1, %62 ], [ 0, %49 ]
  %72 = add nuw nsw i32 %71, %39
  %73 = add nuw nsw i32 %38, 1
  %74 = icmp eq i32 %73, 150
  br i1 %74, label %1, label %37, !llvm.loop !16

75:                                               ; preds = %30, %90
  %76 = phi i32 [ -512, %30 ], [ %93, %90 ]
  %77 = phi i32 [ 0, %30 ], [ %92, %90 ]
  br i1 %36, label %78, label %90

78:                                               ; preds = %75, %84
  %79 = phi i16 [ %88, %84 ], [ %33, %75 ]
  %80 = zext nneg i16 %79 to i64
  %81 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %80
  %82 = load i32, ptr %81, align 8, !tbaa !11
  %83 = icmp eq i32 %82, %76
  br i1 %83, label %90, label %84

84:                                               ; preds = %78
  %85 = icmp sgt i32 %82, %76
  %86 = select i1 %85, i64 4, i64 6
  %87 = getelementptr inbounds i8, ptr %81, i64 %86
  %88 = load i16, ptr %87, align 2, !tbaa !6
  %89 = icmp sgt i16 %88, -1
  br i1 %89, label %78, label %90, !llvm.loop !17

90:                                               ; preds = %78, %84, %75
  %91 = phi i32 [ 0, %75 ], [ 1, %78 ], [ 0, %84 ]
  %92 = add nuw nsw i32 %91, %77
  %93 = add nsw i32 %76, 3
  %94 = icmp slt i32 %76, 509
  br i1 %94, label %75, label %146, !llvm.loop !18

95:                                               ; preds = %202
  store i32 0, ptr @nout, align 4, !tbaa !2
  %96 = load i16, ptr @root, align 2, !tbaa !6
  %97 = sext i16 %96 to i32
  tail call fastcc void @inorder(i32 noundef %97) #5
  %98 = load i32, ptr @nout, align 4, !tbaa !2
  %99 = icmp sgt i32 %98, 0
  br i1 %99, label %100, label %124

100:                                              ; preds = %95
  %101 = load i32, ptr @out, align 16, !tbaa !2
  %102 = xor i32 %101, -2128831035
  %103 = mul i32 %102, 16777619
  %104 = icmp eq i32 %98, 1
  br i1 %104, label %124, label %105

105:                                              ; preds = %100, %116
  %106 = phi i32 [ %118, %116 ], [ %98, %100 ]
  %107 = phi i32 [ %117, %116 ], [ %101, %100 ]
  %108 = phi i64 [ %121, %116 ], [ 1, %100 ]
  %109 = phi i32 [ %120, %116 ], [ %103, %100 ]
  %110 = getelementptr inbounds [200 x i32], ptr @out, i64 0, i64 %108
  %111 = load i32, ptr %110, align 4, !tbaa !2
  %112 = icmp slt i32 %107, %111
  br i1 %112, label %116, label %113

113:                                              ; preds = %105
  tail call void @abort() #6
  %114 = load i32, ptr @nout, align 4, !tbaa !2
  %115 = load i32, ptr %110, align 4, !tbaa !2
  br label %116

116:                                              ; preds = %113, %105
  %117 = phi i32 [ %115, %113 ], [ %111, %105 ]
  %118 = phi i32 [ %114, %113 ], [ %106, %105 ]
  %119 = xor i32 %117, %109
  %120 = mul i32 %119, 16777619
  %121 = add nuw nsw i64 %108, 1
  %122 = sext i32 %118 to i64
  %123 = icmp slt i64 %121, %122
  br i1 %123, label %105, label %124, !llvm.loop !8

124:                                              ; preds = %116, %95, %100
  %125 = phi i32 [ -2128831035, %95 ], [ %103, %100 ], [ %120, %116 ]
  %126 = phi i32 [ %98, %95 ], [ 1, %100 ], [ %118, %116 ]
  %127 = xor i32 %31, %32
  %128 = xor i32 %127, -2128831035
  %129 = mul i32 %128, 16777619
  %130 = shl i32 %72, 8
  %131 = xor i32 %35, %130
  %132 = xor i32 %131, %129
  %133 = mul i32 %132, 16777619
  %134 = xor i32 %92, %133
  %135 = mul i32 %134, 16777619
  %136 = xor i32 %135, %125
  %137 = xor i32 %136, %126
  %138 = xor i32 %137, %204
  %139 = mul i32 %138, 16777619
  %140 = load i16, ptr @root, align 2, !tbaa !6
  %141 = sext i16 %140 to i32
  %142 = tail call fastcc i32 @height(i32 noundef %141) #5
  %143 = xor i32 %139, %142
  %144 = mul i32 %143, 16777619
  %145 = and i32 %144, 2147483647
  ret i32 %145

146:                                              ; preds = %90, %202
  %147 = phi i32 [ %205, %202 ], [ 0, %90 ]
  %148 = phi i32 [ %204, %202 ], [ 0, %90 ]
  %149 = phi i32 [ %151, %202 ], [ 8675309, %90 ]
  %150 = mul i32 %149, -1029531031
  %151 = add i32 %150, -740551042
  %152 = lshr i32 %151, 22
  %153 = add nsw i32 %152, -512
  %154 = load i16, ptr @root, align 2, !tbaa !6
  %155 = icmp sgt i16 %154, -1
  br i1 %155, label %156, label %202

156:                                              ; preds = %146
  %157 = zext nneg i16 %154 to i64
  %158 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %157
  %159 = load i32, ptr %158, align 8, !tbaa !11
  %160 = icmp eq i32 %159, %153
  br i1 %160, label %178, label %166

161:                                              ; preds = %166
  %162 = zext nneg i16 %173 to i64
  %163 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %162
  %164 = load i32, ptr %163, align 8, !tbaa !11
  %165 = icmp eq i32 %164, %153
  br i1 %165, label %175, label %166, !llvm.loop !19

166:                                              ; preds = %156, %161
  %167 = phi i32 [ %164, %161 ], [ %159, %156 ]
  %168 = phi i64 [ %162, %161 ], [ %157, %156 ]
  %169 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %168
  %170 = icmp sgt i32 %167, %153
  %171 = select i1 %170, i64 4, i64 6
  %172 = getelementptr inbounds i8, ptr %169, i64 %171
  %173 = load i16, ptr %172, align 2, !tbaa !6
  %174 = icmp sgt i16 %173, -1
  br i1 %174, label %161, label %202, !llvm.loop !19

175:                                              ; preds = %161
  %176 = getelementptr inbounds i8, ptr %169, i64 %171
  %177 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %162
  br label %178

178:                                              ; preds = %175, %156
  %179 = phi ptr [ @root, %156 ], [ %176, %175 ]
  %180 = phi ptr [ %158, %156 ], [ %177, %175 ]
  %181 = getelementptr inbounds i8, ptr %180, i64 4
  %182 = load i16, ptr %181, align 4, !tbaa !15
  %183 = icmp slt i16 %182, 0
  %184 = getelementptr inbounds i8, ptr %180, i64 6
  %185 = load i16, ptr %184, align 2, !tbaa !6
  br i1 %183, label %186, label %187

186:                                              ; preds = %178
  store i16 %185, ptr %179, align 2, !tbaa !6
  br label %202

187:                                              ; preds = %178
  %188 = icmp slt i16 %185, 0
  br i1 %188, label %189, label %190

189:                                              ; preds = %187
  store i16 %182, ptr %179, align 2, !tbaa !6
  br label %202

190:                                              ; preds = %187, %190
  %191 = phi i16 [ %195, %190 ], [ %185, %187 ]
  %192 = phi ptr [ %194, %190 ], [ %184, %187 ]
  %193 = zext nneg i16 %191 to i64
  %194 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %193, i32 1
  %195 = load i16, ptr %194, align 4, !tbaa !6
  %196 = icmp sgt i16 %195, -1
  br i1 %196, label %190, label %197, !llvm.loop !20

197:                                              ; preds = %190
  %198 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %193
  %199 = load i32, ptr %198, align 8, !tbaa !11
  store i32 %199, ptr %180, align 8, !tbaa !11
  %200 = getelementptr inbounds i8, ptr %198, i64 6
  %201 = load i16, ptr %200, align 2, !tbaa !14
  store i16 %201, ptr %192, align 2, !tbaa !6
  br label %202

202:                                              ; preds = %166, %146, %186, %189, %197
  %203 = phi i32 [ 1, %189 ], [ 1, %197 ], [ 1, %186 ], [ 0, %146 ], [ 0, %166 ]
  %204 = add nuw nsw i32 %203, %148
  %205 = add nuw nsw i32 %147, 2
  %206 = icmp ult i32 %147, 148
  br i1 %206, label %146, label %95, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @height(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %17, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %6
  %8 = getelementptr inbounds i8, ptr %7, i64 4
  %9 = load i16, ptr %8, align 4, !tbaa !15
  %10 = sext i16 %9 to i32
  %11 = tail call fastcc i32 @height(i32 noundef %10) #5
  %12 = getelementptr inbounds i8, ptr %7, i64 6
  %13 = load i16, ptr %12, align 2, !tbaa !14
  %14 = sext i16 %13 to i32
  %15 = tail call fastcc i32 @height(i32 noundef %14) #5
  %16 = tail call i32 @llvm.smax.i32(i32 %11, i32 %15)
  %17 = add nsw i32 %16, 1
  br label %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @inorder(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %19, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %17, %3 ], [ %0, %1 ]
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds [200 x %struct.tnode], ptr @t, i64 0, i64 %5
  %7 = getelementptr inbounds i8, ptr %6, i64 4
  %8 = load i16, ptr %7, align 4, !tbaa !15
  %9 = sext i16 %8 to i32
  tail call fastcc void @inorder(i32 noundef %9) #5
  %10 = load i32, ptr %6, align 8, !tbaa !11
  %11 = load i32, ptr @nout, align 4, !tbaa !2
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @nout, align 4, !tbaa !2
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [200 x i32], ptr @out, i64 0, i64 %13
  store i32 %10, ptr %14, align 4, !tbaa !2
  %15 = getelementptr inbounds i8, ptr %6, i64 6
  %16 = load i16, ptr %15, align 2, !tbaa !14
  %17 = zext nneg i16 %16 to i32
  %18 = icmp slt i16 %16, 0
  br i1 %18, label %19, label %3

19:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.peeled.count", i32 1}
!11 = !{!12, !3, i64 0}
!12 = !{!"tnode", !3, i64 0, !7, i64 4, !7, i64 6}
!13 = distinct !{!13, !9}
!14 = !{!12, !7, i64 6}
!15 = !{!12, !7, i64 4}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
