; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal unnamed_addr global i16 -1, align 2
@t = internal unnamed_addr global [200 x %struct.tnode] zeroinitializer, align 4
@nused = internal unnamed_addr global i32 0, align 4
@nout = internal unnamed_addr global i32 0, align 4
@out = internal unnamed_addr global [200 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %33

1:                                                ; preds = %66
  store i32 0, i32* @nout, align 4, !tbaa !3
  %2 = load i16, i16* @root, align 2, !tbaa !7
  %3 = sext i16 %2 to i32
  call fastcc void @inorder(i32 noundef %3) #4
  %4 = load i32, i32* @nout, align 4, !tbaa !3
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %26

6:                                                ; preds = %1, %18
  %7 = phi i32 [ %23, %18 ], [ 0, %1 ]
  %8 = phi i32 [ %22, %18 ], [ -2128831035, %1 ]
  %9 = icmp eq i32 %7, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %6
  %11 = add nsw i32 %7, -1
  %12 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4, !tbaa !3
  %14 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %7
  %15 = load i32, i32* %14, align 4, !tbaa !3
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %18, label %17

17:                                               ; preds = %10
  call void @abort() #4
  br label %18

18:                                               ; preds = %17, %10, %6
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %7
  %20 = load i32, i32* %19, align 4, !tbaa !3
  %21 = xor i32 %20, %8
  %22 = mul i32 %21, 16777619
  %23 = add nuw nsw i32 %7, 1
  %24 = load i32, i32* @nout, align 4, !tbaa !3
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %6, label %26, !llvm.loop !9

26:                                               ; preds = %18, %1
  %27 = phi i32 [ -2128831035, %1 ], [ %22, %18 ]
  %28 = phi i32 [ %4, %1 ], [ %24, %18 ]
  %29 = load i16, i16* @root, align 2, !tbaa !7
  %30 = sext i16 %29 to i32
  %31 = call fastcc i32 @height(i32 noundef %30) #5
  %32 = icmp sgt i16 %29, -1
  br label %71

33:                                               ; preds = %0, %66
  %34 = phi i32 [ 0, %0 ], [ %69, %66 ]
  %35 = phi i32 [ 0, %0 ], [ %68, %66 ]
  %36 = phi i32 [ 8675309, %0 ], [ %38, %66 ]
  %37 = mul i32 %36, 1103515245
  %38 = add i32 %37, 12345
  %39 = lshr i32 %38, 22
  %40 = add nsw i32 %39, -512
  br label %41

41:                                               ; preds = %45, %33
  %42 = phi i16* [ @root, %33 ], [ %54, %45 ]
  %43 = load i16, i16* %42, align 2, !tbaa !7
  %44 = icmp sgt i16 %43, -1
  br i1 %44, label %45, label %55

45:                                               ; preds = %41
  %46 = sext i16 %43 to i32
  %47 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %46, i32 0
  %48 = load i32, i32* %47, align 4, !tbaa !12
  %49 = icmp eq i32 %48, %40
  %50 = icmp sgt i32 %48, %40
  %51 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %46, i32 1
  %52 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %46, i32 2
  %53 = select i1 %50, i16* %51, i16* %52
  %54 = select i1 %49, i16* %42, i16* %53
  br i1 %49, label %66, label %41, !llvm.loop !14

55:                                               ; preds = %41
  %56 = load i32, i32* @nused, align 4, !tbaa !3
  %57 = icmp sgt i32 %56, 199
  br i1 %57, label %58, label %59

58:                                               ; preds = %55
  call void @abort() #4
  br label %59

59:                                               ; preds = %58, %55
  %60 = load i32, i32* @nused, align 4, !tbaa !3
  %61 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %60, i32 0
  store i32 %40, i32* %61, align 4, !tbaa !12
  %62 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %60, i32 2
  store i16 -1, i16* %62, align 2, !tbaa !15
  %63 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %60, i32 1
  store i16 -1, i16* %63, align 4, !tbaa !16
  %64 = add nsw i32 %60, 1
  store i32 %64, i32* @nused, align 4, !tbaa !3
  %65 = trunc i32 %60 to i16
  store i16 %65, i16* %42, align 2, !tbaa !7
  br label %66

66:                                               ; preds = %45, %59
  %67 = phi i32 [ 1, %59 ], [ 0, %45 ]
  %68 = add nuw nsw i32 %67, %35
  %69 = add nuw nsw i32 %34, 1
  %70 = icmp eq i32 %69, 150
  br i1 %70, label %1, label %33, !llvm.loop !17

71:                                               ; preds = %26, %87
  %72 = phi i32 [ -512, %26 ], [ %90, %87 ]
  %73 = phi i32 [ 0, %26 ], [ %89, %87 ]
  br i1 %32, label %74, label %87

74:                                               ; preds = %71, %80
  %75 = phi i16 [ %85, %80 ], [ %29, %71 ]
  %76 = sext i16 %75 to i32
  %77 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %76, i32 0
  %78 = load i32, i32* %77, align 4, !tbaa !12
  %79 = icmp eq i32 %78, %72
  br i1 %79, label %87, label %80

80:                                               ; preds = %74
  %81 = icmp sgt i32 %78, %72
  %82 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %76, i32 1
  %83 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %76, i32 2
  %84 = select i1 %81, i16* %82, i16* %83
  %85 = load i16, i16* %84, align 2, !tbaa !7
  %86 = icmp sgt i16 %85, -1
  br i1 %86, label %74, label %87, !llvm.loop !18

87:                                               ; preds = %74, %80, %71
  %88 = phi i32 [ 0, %71 ], [ 1, %74 ], [ 0, %80 ]
  %89 = add nuw nsw i32 %88, %73
  %90 = add nsw i32 %72, 3
  %91 = icmp slt i32 %72, 509
  br i1 %91, label %71, label %139, !llvm.loop !19

92:                                               ; preds = %197
  store i32 0, i32* @nout, align 4, !tbaa !3
  %93 = load i16, i16* @root, align 2, !tbaa !7
  %94 = sext i16 %93 to i32
  call fastcc void @inorder(i32 noundef %94) #4
  %95 = load i32, i32* @nout, align 4, !tbaa !3
  %96 = icmp sgt i32 %95, 0
  br i1 %96, label %97, label %117

97:                                               ; preds = %92, %109
  %98 = phi i32 [ %114, %109 ], [ 0, %92 ]
  %99 = phi i32 [ %113, %109 ], [ -2128831035, %92 ]
  %100 = icmp eq i32 %98, 0
  br i1 %100, label %109, label %101

101:                                              ; preds = %97
  %102 = add nsw i32 %98, -1
  %103 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %102
  %104 = load i32, i32* %103, align 4, !tbaa !3
  %105 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %98
  %106 = load i32, i32* %105, align 4, !tbaa !3
  %107 = icmp slt i32 %104, %106
  br i1 %107, label %109, label %108

108:                                              ; preds = %101
  call void @abort() #4
  br label %109

109:                                              ; preds = %108, %101, %97
  %110 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %98
  %111 = load i32, i32* %110, align 4, !tbaa !3
  %112 = xor i32 %111, %99
  %113 = mul i32 %112, 16777619
  %114 = add nuw nsw i32 %98, 1
  %115 = load i32, i32* @nout, align 4, !tbaa !3
  %116 = icmp slt i32 %114, %115
  br i1 %116, label %97, label %117, !llvm.loop !9

117:                                              ; preds = %109, %92
  %118 = phi i32 [ -2128831035, %92 ], [ %113, %109 ]
  %119 = phi i32 [ %95, %92 ], [ %115, %109 ]
  %120 = xor i32 %27, %28
  %121 = xor i32 %120, -2128831035
  %122 = mul i32 %121, 16777619
  %123 = shl i32 %68, 8
  %124 = xor i32 %31, %123
  %125 = xor i32 %124, %122
  %126 = mul i32 %125, 16777619
  %127 = xor i32 %89, %126
  %128 = mul i32 %127, 16777619
  %129 = xor i32 %199, %128
  %130 = xor i32 %129, %118
  %131 = xor i32 %130, %119
  %132 = mul i32 %131, 16777619
  %133 = load i16, i16* @root, align 2, !tbaa !7
  %134 = sext i16 %133 to i32
  %135 = call fastcc i32 @height(i32 noundef %134) #5
  %136 = xor i32 %132, %135
  %137 = mul i32 %136, 16777619
  %138 = and i32 %137, 2147483647
  ret i32 %138

139:                                              ; preds = %87, %197
  %140 = phi i32 [ %200, %197 ], [ 0, %87 ]
  %141 = phi i32 [ %199, %197 ], [ 0, %87 ]
  %142 = phi i32 [ %144, %197 ], [ 8675309, %87 ]
  %143 = mul i32 %142, -1029531031
  %144 = add i32 %143, -740551042
  %145 = lshr i32 %144, 22
  %146 = add nsw i32 %145, -512
  %147 = load i16, i16* @root, align 2, !tbaa !7
  %148 = icmp sgt i16 %147, -1
  br i1 %148, label %149, label %168

149:                                              ; preds = %139
  %150 = sext i16 %147 to i32
  %151 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %150, i32 0
  %152 = load i32, i32* %151, align 4, !tbaa !12
  %153 = icmp eq i32 %152, %146
  br i1 %153, label %168, label %159

154:                                              ; preds = %159
  %155 = sext i16 %166 to i32
  %156 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %155, i32 0
  %157 = load i32, i32* %156, align 4, !tbaa !12
  %158 = icmp eq i32 %157, %146
  br i1 %158, label %168, label %159, !llvm.loop !20

159:                                              ; preds = %149, %154
  %160 = phi i32 [ %157, %154 ], [ %152, %149 ]
  %161 = phi i32 [ %155, %154 ], [ %150, %149 ]
  %162 = icmp sgt i32 %160, %146
  %163 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %161, i32 1
  %164 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %161, i32 2
  %165 = select i1 %162, i16* %163, i16* %164
  %166 = load i16, i16* %165, align 2, !tbaa !7
  %167 = icmp sgt i16 %166, -1
  br i1 %167, label %154, label %168, !llvm.loop !20

168:                                              ; preds = %154, %159, %149, %139
  %169 = phi i16* [ @root, %139 ], [ @root, %149 ], [ %165, %159 ], [ %165, %154 ]
  %170 = phi i16 [ %147, %139 ], [ %147, %149 ], [ %166, %159 ], [ %166, %154 ]
  %171 = icmp slt i16 %170, 0
  br i1 %171, label %197, label %172

172:                                              ; preds = %168
  %173 = sext i16 %170 to i32
  %174 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %173, i32 1
  %175 = load i16, i16* %174, align 4, !tbaa !16
  %176 = icmp slt i16 %175, 0
  %177 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %173, i32 2
  %178 = load i16, i16* %177, align 2, !tbaa !15
  br i1 %176, label %179, label %180

179:                                              ; preds = %172
  store i16 %178, i16* %169, align 2, !tbaa !7
  br label %197

180:                                              ; preds = %172
  %181 = icmp slt i16 %178, 0
  br i1 %181, label %182, label %183

182:                                              ; preds = %180
  store i16 %175, i16* %169, align 2, !tbaa !7
  br label %197

183:                                              ; preds = %180, %183
  %184 = phi i16* [ %187, %183 ], [ %177, %180 ]
  %185 = load i16, i16* %184, align 2, !tbaa !7
  %186 = sext i16 %185 to i32
  %187 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %186, i32 1
  %188 = load i16, i16* %187, align 4, !tbaa !16
  %189 = icmp sgt i16 %188, -1
  br i1 %189, label %183, label %190, !llvm.loop !21

190:                                              ; preds = %183
  %191 = sext i16 %185 to i32
  %192 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %191, i32 0
  %193 = load i32, i32* %192, align 4, !tbaa !12
  %194 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %173, i32 0
  store i32 %193, i32* %194, align 4, !tbaa !12
  %195 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %191, i32 2
  %196 = load i16, i16* %195, align 2, !tbaa !15
  store i16 %196, i16* %184, align 2, !tbaa !7
  br label %197

197:                                              ; preds = %168, %179, %182, %190
  %198 = phi i32 [ 0, %168 ], [ 1, %182 ], [ 1, %190 ], [ 1, %179 ]
  %199 = add nuw nsw i32 %198, %141
  %200 = add nuw nsw i32 %140, 2
  %201 = icmp ult i32 %140, 148
  br i1 %201, label %139, label %92, !llvm.loop !22
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i32 @height(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %15, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 1
  %5 = load i16, i16* %4, align 4, !tbaa !16
  %6 = sext i16 %5 to i32
  %7 = call fastcc i32 @height(i32 noundef %6) #5
  %8 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 2
  %9 = load i16, i16* %8, align 2, !tbaa !15
  %10 = sext i16 %9 to i32
  %11 = call fastcc i32 @height(i32 noundef %10) #5
  %12 = icmp sgt i32 %7, %11
  %13 = select i1 %12, i32 %7, i32 %11
  %14 = add nsw i32 %13, 1
  br label %15

15:                                               ; preds = %1, %3
  %16 = phi i32 [ %14, %3 ], [ 0, %1 ]
  ret i32 %16
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fastcc void @inorder(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %15, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 1
  %5 = load i16, i16* %4, align 4, !tbaa !16
  %6 = sext i16 %5 to i32
  call fastcc void @inorder(i32 noundef %6) #5
  %7 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !12
  %9 = load i32, i32* @nout, align 4, !tbaa !3
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @nout, align 4, !tbaa !3
  %11 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %9
  store i32 %8, i32* %11, align 4, !tbaa !3
  %12 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 2
  %13 = load i16, i16* %12, align 2, !tbaa !15
  %14 = sext i16 %13 to i32
  call fastcc void @inorder(i32 noundef %14) #5
  br label %15

15:                                               ; preds = %1, %3
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !4, i64 0}
!13 = !{!"tnode", !4, i64 0, !8, i64 4, !8, i64 6}
!14 = distinct !{!14, !10, !11}
!15 = !{!13, !8, i64 6}
!16 = !{!13, !8, i64 4}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
